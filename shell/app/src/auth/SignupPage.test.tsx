import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { jsonResponse, mockFetch } from '../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../testing/renderWithProviders';
import { SignupPage } from './SignupPage';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SignupPage', () => {
  it('shows the SPEC messages for a short password and a different confirmation', async () => {
    const calls = mockFetch({ 'GET /api/auth/providers': jsonResponse(200, { providers: [] }) });
    await renderWithProviders(<SignupPage />, { path: '/signup', user: null });
    fill(en.signup.firstName, 'An');
    fill(en.signup.email, 'an@example.be');
    fill(en.signup.password, 'short');
    fill(en.signup.confirmation, 'different');
    fireEvent.click(screen.getByRole('button', { name: en.signup.submit }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeDefined();
    expect(screen.getByText("Passwords don't match")).toBeDefined();
    expect(calls.filter((call) => call.path === '/api/auth/signup')).toHaveLength(0);
  });

  it('signs up in the interface language and goes to the check-your-e-mail page', async () => {
    const calls = mockFetch({ 'POST /api/auth/signup': jsonResponse(201, { email: 'an@example.be' }) });
    await renderWithProviders(<SignupPage />, { path: '/signup', user: null });
    fill(en.signup.firstName, 'An');
    fill(en.signup.lastName, 'Peeters');
    fill(en.signup.email, 'An@Example.be');
    fill(en.signup.password, 'long enough');
    fill(en.signup.confirmation, 'long enough');
    fireEvent.click(screen.getByRole('button', { name: en.signup.submit }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/signup-success?email=an%40example.be'));
    expect(calls.find((call) => call.path === '/api/auth/signup')?.body).toEqual({
      firstName: 'An',
      lastName: 'Peeters',
      email: 'an@example.be',
      password: 'long enough',
      language: 'en',
    });
  });
});
