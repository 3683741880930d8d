import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { jsonResponse, mockFetch } from '../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../testing/renderWithProviders';
import { SignupPage } from './SignupPage';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

type SignupFields = Partial<Record<'firstName' | 'lastName' | 'email' | 'password' | 'confirmation', string>>;

/** Fills the form and submits it: by default a sign-up the form itself accepts, sent to the server (mocked). */
async function submitSignup(changes: SignupFields = {}) {
  const fields: SignupFields = {
    firstName: 'An',
    email: 'an@example.be',
    password: 'long enough',
    confirmation: 'long enough',
    ...changes,
  };
  await renderWithProviders(<SignupPage />, { path: '/signup', user: null });
  for (const [name, value] of Object.entries(fields)) fill(en.signup[name as keyof SignupFields], value);
  fireEvent.click(screen.getByRole('button', { name: en.signup.submit }));
}

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SignupPage', () => {
  it('shows the SPEC messages for a short password and a different confirmation', async () => {
    const calls = mockFetch({ 'GET /api/auth/providers': jsonResponse(200, { providers: [] }) });
    await submitSignup({ password: 'short', confirmation: 'different' });
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeDefined();
    expect(screen.getByText("Passwords don't match")).toBeDefined();
    expect(calls.filter((call) => call.path === '/api/auth/signup')).toHaveLength(0);
  });

  it('signs up in the interface language and goes to the check-your-e-mail page', async () => {
    const calls = mockFetch({ 'POST /api/auth/signup': jsonResponse(201, { email: 'an@example.be' }) });
    await submitSignup({ lastName: 'Peeters', email: 'An@Example.be' });
    await vi.waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/signup-success?email=an%40example.be'),
    );
    expect(calls.find((call) => call.path === '/api/auth/signup')?.body).toEqual({
      firstName: 'An',
      lastName: 'Peeters',
      email: 'an@example.be',
      password: 'long enough',
      language: 'en',
    });
  });

  it('says under the button that creating the account accepts the terms and privacy policy and confirms being 18 or older', async () => {
    mockFetch({ 'GET /api/auth/providers': jsonResponse(200, { providers: [] }) });
    await renderWithProviders(<SignupPage />, { path: '/signup', user: null });
    const consent = screen.getByTestId('signup-consent');
    expect(consent.textContent).toContain('confirm that you are 18 or older');
    const terms = within(consent).getByRole('link', { name: /^terms and conditions/ });
    const privacy = within(consent).getByRole('link', { name: /^privacy policy/ });
    expect([terms.getAttribute('href'), privacy.getAttribute('href')]).toEqual(['/en/terms', '/en/privacy']);
    for (const link of [terms, privacy]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.textContent).toContain(en.app.opensInNewTab);
    }
    expect(
      screen.getByRole('button', { name: en.signup.submit }).compareDocumentPosition(consent) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows an address that is already taken at the e-mail field, not in a toast', async () => {
    mockFetch({
      'POST /api/auth/signup': jsonResponse(409, {
        code: 'conflict',
        message: 'An account with this e-mail address already exists.',
      }),
    });
    await submitSignup();
    const email = screen.getByLabelText(new RegExp(`^${en.signup.email}`));
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const description = email
      .getAttribute('aria-describedby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(description).toContain('An account with this e-mail address already exists.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal that concerns no field in the form, above the button', async () => {
    mockFetch({
      'POST /api/auth/signup': jsonResponse(429, {
        code: 'rate_limited',
        message: 'Too many attempts. Please try again later.',
      }),
    });
    await submitSignup();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again later.');
  });
});
