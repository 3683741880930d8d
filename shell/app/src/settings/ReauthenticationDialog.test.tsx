import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { jsonResponse, mockFetch } from '../testing/mockFetch';
import { initTestI18n, renderWithProviders, testUser } from '../testing/renderWithProviders';
import { PasswordChangeCard } from './account/PasswordChangeCard';
import { ProfileSection } from './profile/ProfileSection';

const WRONG_PASSWORD = {
  code: 'reauthentication_required',
  message: 'Confirm this change with your current password: it is missing or incorrect.',
};

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function askForNewEmail(newEmail: string) {
  await renderWithProviders(<ProfileSection />, { path: '/settings#profile' });
  fireEvent.change(screen.getByLabelText(/^E-mail address/), { target: { value: newEmail } });
  fireEvent.click(screen.getByRole('button', { name: en.profile.save }));
  return screen.findByRole('dialog', { name: en.profile.confirmEmailChangeTitle });
}

describe('re-authentication dialog', () => {
  it('asks for the current password before an e-mail change and sends it with the change', async () => {
    const calls = mockFetch({
      'PATCH /api/user/profile': jsonResponse(200, { ...testUser, pendingEmail: 'new@example.be' }),
      'GET /api/auth/user': jsonResponse(200, { ...testUser, pendingEmail: 'new@example.be' }),
    });
    const dialog = await askForNewEmail('new@example.be');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Current password/));
    expect(dialog.textContent).toContain('new@example.be');

    fireEvent.click(screen.getByRole('button', { name: en.profile.confirmEmailChangeSubmit }));
    expect(await screen.findByText(en.validation.currentPasswordRequired)).toBeDefined();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Current password/), {
      target: { value: 'correct horse battery' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.profile.confirmEmailChangeSubmit }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]).toEqual({
      method: 'PATCH',
      path: '/api/user/profile',
      body: { email: 'new@example.be', currentPassword: 'correct horse battery' },
    });
    expect(await screen.findByTestId('profile-pending-email')).toBeDefined();
  });

  it('shows a refused password under the field, empties it and stays open', async () => {
    mockFetch({ 'PATCH /api/user/profile': jsonResponse(403, WRONG_PASSWORD) });
    await askForNewEmail('new@example.be');
    const password = screen.getByLabelText(/^Current password/) as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'guessed' } });
    fireEvent.click(screen.getByRole('button', { name: en.profile.confirmEmailChangeSubmit }));
    expect(await screen.findByText(WRONG_PASSWORD.message)).toBeDefined();
    expect(password.value).toBe('');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  it('lets an account without a password confirm with a mailed code', async () => {
    const calls = mockFetch({
      'POST /api/user/reauthentication-code': jsonResponse(204),
      'POST /api/user/password': jsonResponse(204),
    });
    await renderWithProviders(<PasswordChangeCard />, {
      path: '/settings#account',
      user: { ...testUser, hasPassword: false },
    });
    expect(screen.getByText(en.security.descriptionWithoutPassword)).toBeDefined();
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'my first password' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), {
      target: { value: 'my first password' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.security.submit }));
    const dialog = await screen.findByRole('dialog', { name: en.security.confirmTitle });
    expect(dialog.textContent).toContain(testUser.email);
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: en.reauthentication.sendCode }));

    fireEvent.click(screen.getByRole('button', { name: en.reauthentication.sendCode }));
    expect(await screen.findByRole('button', { name: en.reauthentication.sendNewCode })).toBeDefined();
    fireEvent.change(screen.getByLabelText(/^Code from the e-mail/), { target: { value: '042 917' } });
    const confirm = screen
      .getAllByRole('button', { name: en.security.submit })
      .find((button) => dialog.contains(button));
    fireEvent.click(confirm!);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/api/user/reauthentication-code', {}],
      ['/api/user/password', { reauthenticationCode: '042917', newPassword: 'my first password' }],
    ]);
  });
});
