import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { jsonResponse, mockFetch } from '../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../testing/renderWithProviders';
import { CancelEmailChangePage } from './CancelEmailChangePage';

const TOKEN = 'c'.repeat(43);
const PATH = '/verify-email/cancel-change';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CancelEmailChangePage', () => {
  it('cancels the change once, names the restored address and points to a new password', async () => {
    const calls = mockFetch({
      'POST /api/auth/email-change/cancel': jsonResponse(200, { email: 'an@example.be' }),
    });
    await renderWithProviders(<CancelEmailChangePage />, { path: `${PATH}?token=${TOKEN}`, user: null });
    const done = await screen.findByTestId('cancel-email-change-done');
    expect(screen.getByText(/^an@example\.be is your account address again/)).toBeDefined();
    expect(
      within(done).getByRole('link', { name: en.cancelEmailChange.toForgotPassword }).getAttribute('href'),
    ).toBe('/forgot-password');
    expect(calls.filter((call) => call.path === '/api/auth/email-change/cancel')).toEqual([
      { method: 'POST', path: '/api/auth/email-change/cancel', body: { token: TOKEN } },
    ]);
  });

  it('calls a used or expired link invalid, and a link without a token too without calling the server', async () => {
    mockFetch({
      'POST /api/auth/email-change/cancel': jsonResponse(422, {
        code: 'business_rule',
        message: 'This cancel link is invalid, has expired or was already used.',
      }),
    });
    await renderWithProviders(<CancelEmailChangePage />, { path: `${PATH}?token=${TOKEN}`, user: null });
    expect((await screen.findByTestId('cancel-email-change-failed')).textContent).toBe(
      en.cancelEmailChange.invalidLink,
    );
    cleanup();
    const calls = mockFetch({});
    await renderWithProviders(<CancelEmailChangePage />, { path: PATH, user: null });
    expect(screen.getByTestId('cancel-email-change-failed').textContent).toBe(
      en.cancelEmailChange.invalidLink,
    );
    expect(calls).toHaveLength(0);
  });
});
