import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey, queryClient, toast, Toaster } from '@immodesk/sdk';
import en from '../../locales/en.json';
import { jsonResponse, mockFetch } from '../testing/mockFetch';
import { initTestI18n, renderWithProviders, testUser } from '../testing/renderWithProviders';
import { GuestOnly } from '../routing/GuestOnly';
import { LoginPage } from './LoginPage';

const CREDENTIALS = { email: 'an@example.be', password: 'correct horse' };

function submitCredentials() {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${en.login.email}`)), {
    target: { value: CREDENTIALS.email },
  });
  fireEvent.change(screen.getByLabelText(new RegExp(`^${en.login.password}`)), {
    target: { value: CREDENTIALS.password },
  });
  fireEvent.click(screen.getByRole('button', { name: en.login.submit }));
}

const totpRequired = () =>
  jsonResponse(401, { message: 'Enter the code from your app.', code: 'totp_required' });

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LoginPage', () => {
  it('asks for the 6-digit code when the server answers totp_required, then sends it with the credentials', async () => {
    const calls = mockFetch({
      'GET /api/auth/providers': jsonResponse(200, { providers: [] }),
      'POST /api/auth/login': [totpRequired(), jsonResponse(200, testUser)],
    });
    await renderWithProviders(<LoginPage />, { path: '/login', user: null });
    submitCredentials();
    const codeField = await screen.findByLabelText(new RegExp(`^${en.login.totp}`));
    fireEvent.change(codeField, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: en.login.verify }));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ id: testUser.id }),
    );
    const logins = calls.filter((call) => call.path === '/api/auth/login');
    expect(logins.map((call) => call.body)).toEqual([CREDENTIALS, { ...CREDENTIALS, totpCode: '123456' }]);
  });

  it('sends a recovery code instead when the user chooses that option', async () => {
    const calls = mockFetch({ 'POST /api/auth/login': [totpRequired(), jsonResponse(200, testUser)] });
    await renderWithProviders(<LoginPage />, { path: '/login', user: null });
    submitCredentials();
    fireEvent.click(await screen.findByRole('button', { name: en.login.useRecoveryCode }));
    fireEvent.change(screen.getByLabelText(new RegExp(`^${en.login.recoveryCode}`)), {
      target: { value: 'abcd-efgh-12' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.login.verify }));
    await vi.waitFor(() => expect(calls.filter((call) => call.path === '/api/auth/login')).toHaveLength(2));
    expect(calls.filter((call) => call.path === '/api/auth/login')[1]?.body).toEqual({
      ...CREDENTIALS,
      recoveryCode: 'abcd-efgh-12',
    });
  });

  it('refuses a code that is not 6 digits without calling the server again', async () => {
    const calls = mockFetch({ 'POST /api/auth/login': totpRequired() });
    await renderWithProviders(<LoginPage />, { path: '/login', user: null });
    submitCredentials();
    fireEvent.change(await screen.findByLabelText(new RegExp(`^${en.login.totp}`)), {
      target: { value: '12ab' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.login.verify }));
    expect(await screen.findByText(en.login.totpInvalid)).toBeDefined();
    expect(calls.filter((call) => call.path === '/api/auth/login')).toHaveLength(1);
  });

  it('offers to resend the verification mail when the address is not confirmed yet', async () => {
    const calls = mockFetch({
      'POST /api/auth/login': jsonResponse(403, {
        message: 'Confirm your e-mail first.',
        code: 'email_not_verified',
      }),
      'POST /api/auth/resend-verification': jsonResponse(204),
    });
    await renderWithProviders(<LoginPage />, { path: '/login', user: null });
    submitCredentials();
    fireEvent.click(await screen.findByRole('button', { name: en.resendVerification.submit }));
    expect(await screen.findByText(en.resendVerification.sent)).toBeDefined();
    expect(calls.find((call) => call.path === '/api/auth/resend-verification')?.body).toEqual({
      email: CREDENTIALS.email,
    });
  });

  it('offers a mailed sign-in link for the typed address when the password login is locked', async () => {
    const calls = mockFetch({
      'POST /api/auth/login': jsonResponse(429, {
        message: 'Too many failed sign-in attempts.',
        code: 'rate_limited',
      }),
      'POST /api/auth/login-link': jsonResponse(204),
    });
    await renderWithProviders(<LoginPage />, { path: '/login', user: null });
    submitCredentials();
    const locked = await screen.findByTestId('login-locked');
    expect(locked.textContent).toContain(en.loginLink.lockedIntro);
    fireEvent.click(screen.getByRole('button', { name: en.loginLink.submit }));
    expect(await screen.findByText(en.loginLink.sent)).toBeDefined();
    expect(calls.find((call) => call.path === '/api/auth/login-link')?.body).toEqual({
      email: CREDENTIALS.email,
    });
  });

  it('shows a wrong password in the form, describing both fields, instead of a toast over the links', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    const refusal = 'Login failed: the e-mail address or password is incorrect.';
    mockFetch({
      'GET /api/auth/providers': jsonResponse(200, { providers: [] }),
      'POST /api/auth/login': [
        jsonResponse(401, { code: 'invalid_credentials', message: refusal }),
        jsonResponse(200, testUser),
      ],
    });
    await renderWithProviders(<LoginPage />, { path: '/login', user: null });
    submitCredentials();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(refusal);
    for (const label of [en.login.email, en.login.password]) {
      const field = screen.getByLabelText(new RegExp(`^${label}`));
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    }
    expect(screen.getByRole('link', { name: en.login.toSignup }).getAttribute('href')).toBe('/signup');
    expect(errorToast).not.toHaveBeenCalled();

    submitCredentials();
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ id: testUser.id }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a wrong two-factor code at the code field', async () => {
    mockFetch({
      'POST /api/auth/login': [
        totpRequired(),
        jsonResponse(401, { code: 'invalid_credentials', message: 'The code is incorrect.' }),
      ],
    });
    await renderWithProviders(<LoginPage />, { path: '/login', user: null });
    submitCredentials();
    fireEvent.change(await screen.findByLabelText(new RegExp(`^${en.login.totp}`)), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.login.verify }));
    const codeField = screen.getByLabelText(new RegExp(`^${en.login.totp}`));
    await vi.waitFor(() => expect(codeField.getAttribute('aria-invalid')).toBe('true'));
    const description = codeField
      .getAttribute('aria-describedby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(description).toContain('The code is incorrect.');
  });

  it('shows a button per configured social provider, pointing at its start URL', async () => {
    mockFetch({
      'GET /api/auth/providers': jsonResponse(200, { providers: [{ id: 'github', name: 'GitHub' }] }),
    });
    await renderWithProviders(<LoginPage />, { path: '/login', user: null });
    const link = await screen.findByRole('link', { name: 'Continue with GitHub' });
    expect(link.getAttribute('href')).toBe('/api/auth/oauth/github/start?returnTo=%2Fdashboard');
    expect(screen.getByText(en.socialSignIn.title)).toBeDefined();
  });

  it('shows no social section and no "or" divider when no provider is configured', async () => {
    const calls = mockFetch({ 'GET /api/auth/providers': jsonResponse(200, { providers: [] }) });
    await renderWithProviders(<LoginPage />, { path: '/login', user: null });
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/auth/providers')).toBe(true));
    expect(screen.queryByText(en.socialSignIn.title)).toBeNull();
    expect(screen.queryByRole('link', { name: /^Continue with/ })).toBeNull();
  });
});

describe('LoginPage after a failed social sign-in', () => {
  it("shows the server's translated reason as a toast and removes ?error= from the address", async () => {
    const calls = mockFetch({
      'GET /api/auth/providers': jsonResponse(200, { providers: [{ id: 'google', name: 'Google' }] }),
      'GET /api/auth/oauth/errors/denied': jsonResponse(200, {
        code: 'denied',
        message: 'Sign-in was cancelled at the provider.',
      }),
    });
    await renderWithProviders(
      <>
        <Toaster />
        <LoginPage />
      </>,
      { path: '/login?error=denied', user: null },
    );
    expect(await screen.findByText('Sign-in was cancelled at the provider.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(calls.filter((call) => call.path === '/api/auth/oauth/errors/denied')).toHaveLength(1);
  });

  it('ignores an error code it does not know', async () => {
    const calls = mockFetch({ 'GET /api/auth/providers': jsonResponse(200, { providers: [] }) });
    await renderWithProviders(<LoginPage />, { path: '/login?error=<script>', user: null });
    expect(calls.some((call) => call.path.startsWith('/api/auth/oauth/errors/'))).toBe(false);
  });
});

describe('LoginPage after a social sign-in of an account with two-factor on', () => {
  it('asks only for the code, completes the pending sign-in with it and goes where the person was going', async () => {
    const calls = mockFetch({
      'GET /api/auth/providers': jsonResponse(200, { providers: [{ id: 'google', name: 'Google' }] }),
      'POST /api/auth/oauth/second-factor': jsonResponse(200, testUser),
    });
    await renderWithProviders(
      <Routes>
        <Route
          path="/login"
          element={
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          }
        />
        <Route path="*" element={null} />
      </Routes>,
      { path: '/login?step=second-factor&returnTo=%2Fproperties%3Ftab%3Dall', user: null },
    );
    expect(screen.queryByLabelText(new RegExp(`^${en.login.password}`))).toBeNull();
    fireEvent.change(await screen.findByLabelText(new RegExp(`^${en.login.totp}`)), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.login.verify }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/properties?tab=all'));
    expect(
      calls.filter((call) => call.path === '/api/auth/oauth/second-factor').map((call) => call.body),
    ).toEqual([{ code: '654321' }]);
    expect(calls.some((call) => call.path === '/api/auth/login')).toBe(false);
    expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ id: testUser.id });
  });

  it('sends a recovery code the same way', async () => {
    const calls = mockFetch({ 'POST /api/auth/oauth/second-factor': jsonResponse(200, testUser) });
    await renderWithProviders(<LoginPage />, { path: '/login?step=second-factor', user: null });
    fireEvent.click(await screen.findByRole('button', { name: en.login.useRecoveryCode }));
    fireEvent.change(screen.getByLabelText(new RegExp(`^${en.login.recoveryCode}`)), {
      target: { value: 'abcd-efgh-12' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.login.verify }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.path === '/api/auth/oauth/second-factor')?.body).toEqual({
        code: 'abcd-efgh-12',
      }),
    );
  });

  it('keeps asking after a wrong code, shown at the code field, and returns to the first step when the pending sign-in has expired', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    const expired = 'This sign-in has expired or was already used. Please sign in again.';
    mockFetch({
      'GET /api/auth/providers': jsonResponse(200, { providers: [] }),
      'POST /api/auth/oauth/second-factor': [
        jsonResponse(401, { code: 'invalid_credentials', message: 'The code is incorrect.' }),
        jsonResponse(401, { code: 'unauthenticated', message: expired }),
      ],
    });
    await renderWithProviders(<LoginPage />, { path: '/login?step=second-factor', user: null });
    const submitCode = async () => {
      fireEvent.change(await screen.findByLabelText(new RegExp(`^${en.login.totp}`)), {
        target: { value: '111111' },
      });
      fireEvent.click(screen.getByRole('button', { name: en.login.verify }));
    };
    await submitCode();
    const codeField = screen.getByLabelText(new RegExp(`^${en.login.totp}`));
    await vi.waitFor(() => expect(codeField.getAttribute('aria-invalid')).toBe('true'));
    expect(
      codeField
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain('The code is incorrect.');
    expect(errorToast).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/login?step=second-factor');
    await submitCode();
    await vi.waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith(en.login.failed, { description: expired }),
    );
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(await screen.findByLabelText(new RegExp(`^${en.login.password}`))).toBeDefined();
  });
});
