import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { jsonResponse, mockFetch } from '../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../testing/renderWithProviders';
import { ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = 'a'.repeat(43);

function fillAndSubmit(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${en.resetPassword.password}`)), {
    target: { value: password },
  });
  fireEvent.change(screen.getByLabelText(new RegExp(`^${en.resetPassword.confirmation}`)), {
    target: { value: confirmation },
  });
  fireEvent.click(screen.getByRole('button', { name: en.resetPassword.submit }));
}

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it('says the link is invalid when it carries no token', async () => {
    mockFetch({});
    await renderWithProviders(<ResetPasswordPage />, { path: '/reset-password', user: null });
    expect(screen.getByRole('alert').textContent).toBe('Invalid reset link (no token found)');
    expect(screen.queryByRole('button', { name: en.resetPassword.submit })).toBeNull();
  });

  it('checks length and confirmation before calling the server', async () => {
    const calls = mockFetch({});
    await renderWithProviders(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}`, user: null });
    fillAndSubmit('short', 'shorter');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeDefined();
    expect(screen.getByText("Passwords don't match")).toBeDefined();
    expect(calls).toHaveLength(0);
  });

  it('sets the new password with the token and goes to the login page', async () => {
    const calls = mockFetch({ 'POST /api/auth/reset-password': jsonResponse(204) });
    await renderWithProviders(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}`, user: null });
    fillAndSubmit('a-new-password', 'a-new-password');
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/auth/reset-password',
      body: { token: TOKEN, password: 'a-new-password' },
    });
  });

  it('shows the invalid-link message when the server refuses a used link', async () => {
    mockFetch({
      'POST /api/auth/reset-password': jsonResponse(400, {
        message: 'This link is no longer valid.',
        code: 'business_rule',
      }),
    });
    await renderWithProviders(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}`, user: null });
    fillAndSubmit('a-new-password', 'a-new-password');
    expect((await screen.findByTestId('reset-password-invalid')).textContent).toBe(
      en.resetPassword.invalidLink,
    );
  });
});
