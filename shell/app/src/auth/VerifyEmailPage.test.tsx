import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { jsonResponse, mockFetch } from '../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../testing/renderWithProviders';
import { VerifyEmailPage } from './VerifyEmailPage';

const TOKEN = 'b'.repeat(43);

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VerifyEmailPage', () => {
  it('calls a link without a token invalid and offers a new one, without calling the server', async () => {
    const calls = mockFetch({});
    await renderWithProviders(<VerifyEmailPage />, { path: '/verify-email', user: null });
    expect(screen.getByTestId('verify-email-failed').textContent).toBe('Invalid verification link');
    expect(screen.getByRole('button', { name: en.resendVerification.submit })).toBeDefined();
    expect(calls.filter((call) => call.path === '/api/auth/verify-email')).toHaveLength(0);
  });

  it('verifies the token once and links to the login page', async () => {
    const calls = mockFetch({ 'POST /api/auth/verify-email': jsonResponse(200, { email: 'an@example.be' }) });
    await renderWithProviders(<VerifyEmailPage />, { path: `/verify-email?token=${TOKEN}`, user: null });
    const verified = await screen.findByTestId('verify-email-verified');
    expect(within(verified).getByRole('link', { name: en.verifyEmail.toLogin }).getAttribute('href')).toBe(
      '/login',
    );
    expect(calls.filter((call) => call.path === '/api/auth/verify-email')).toEqual([
      { method: 'POST', path: '/api/auth/verify-email', body: { token: TOKEN } },
    ]);
  });

  it('tells an expired link from a failure of the server', async () => {
    mockFetch({
      'POST /api/auth/verify-email': jsonResponse(500, { message: 'Something went wrong', code: 'internal' }),
    });
    await renderWithProviders(<VerifyEmailPage />, { path: `/verify-email?token=${TOKEN}`, user: null });
    expect((await screen.findByTestId('verify-email-failed')).textContent).toBe('Verification failed');
  });
});
