import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey, queryClient } from '@immodesk/sdk';
import en from '../../locales/en.json';
import { jsonResponse, mockFetch } from '../testing/mockFetch';
import { initTestI18n, renderWithProviders, testUser } from '../testing/renderWithProviders';
import { LoginLinkPage } from './LoginLinkPage';

const TOKEN = 'c'.repeat(43);
// The consume answer is parsed as a current user: an incomplete one would make the link look invalid.
const USER = testUser;

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginLinkPage', () => {
  it('signs in with the mailed token once', async () => {
    const calls = mockFetch({
      'POST /api/auth/login-link/consume': jsonResponse(200, USER),
      'GET /api/auth/user': jsonResponse(200, USER),
    });
    await renderWithProviders(<LoginLinkPage />, { path: `/login/link?token=${TOKEN}`, user: null });
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/auth/login-link/consume')).toEqual([
        { method: 'POST', path: '/api/auth/login-link/consume', body: { token: TOKEN } },
      ]),
    );
    await vi.waitFor(() => expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(USER));
    expect(screen.getByText(en.loginLink.signingIn)).toBeDefined();
  });

  it('goes to the code step when two-factor is on', async () => {
    mockFetch({
      'POST /api/auth/login-link/consume': jsonResponse(401, {
        code: 'totp_required',
        message: 'Enter the code from your authenticator app.',
      }),
    });
    await renderWithProviders(<LoginLinkPage />, { path: `/login/link?token=${TOKEN}`, user: null });
    await vi.waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/login?step=second-factor'),
    );
  });

  it('calls a used or expired link invalid and offers a new one', async () => {
    const calls = mockFetch({
      'POST /api/auth/login-link/consume': jsonResponse(422, {
        code: 'business_rule',
        message: 'This sign-in link is invalid.',
      }),
      'POST /api/auth/login-link': jsonResponse(204),
    });
    await renderWithProviders(<LoginLinkPage />, { path: `/login/link?token=${TOKEN}`, user: null });
    expect((await screen.findByTestId('login-link-invalid')).textContent).toBe(en.loginLink.invalid);
    fireEvent.change(screen.getByLabelText(en.login.email, { exact: false }), {
      target: { value: 'an@example.be' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.loginLink.submit }));
    expect(await screen.findByText(en.loginLink.sent)).toBeDefined();
    expect(calls.find((call) => call.path === '/api/auth/login-link')?.body).toEqual({
      email: 'an@example.be',
    });
  });
});
