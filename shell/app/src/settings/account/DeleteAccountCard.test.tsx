import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey, queryClient } from '@immodesk/sdk';
import en from '../../../locales/en.json';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { initTestI18n, renderWithProviders, testUser } from '../../testing/renderWithProviders';
import { DeleteAccountCard } from './DeleteAccountCard';

const emailLabel = () => screen.getByLabelText(new RegExp(`^Type your e-mail address`));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DeleteAccountCard', () => {
  it('opens a dialog with focus on the e-mail field, and gives focus back to the opener on Escape', async () => {
    mockFetch({});
    await renderWithProviders(<DeleteAccountCard />, { path: '/settings#account' });
    const opener = screen.getByRole('button', { name: en.deleteAccount.open });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: en.deleteAccount.dialogTitle })).toBeDefined();
    expect(document.activeElement).toBe(emailLabel());
    fireEvent.keyDown(emailLabel(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', async () => {
    mockFetch({});
    await renderWithProviders(<DeleteAccountCard />, { path: '/settings#account' });
    fireEvent.click(screen.getByRole('button', { name: en.deleteAccount.open }));
    const cancel = screen.getByRole('button', { name: en.actions.cancel });
    cancel.focus();
    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(document.activeElement).toBe(emailLabel());
    fireEvent.keyDown(emailLabel(), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cancel);
  });

  it('says "Email incorrect" for another address and does not call the server', async () => {
    const calls = mockFetch({});
    await renderWithProviders(<DeleteAccountCard />, { path: '/settings#account' });
    fireEvent.click(screen.getByRole('button', { name: en.deleteAccount.open }));
    fireEvent.change(emailLabel(), { target: { value: 'someone@else.be' } });
    fireEvent.click(screen.getByRole('button', { name: en.deleteAccount.confirm }));
    expect(await screen.findByText('Email incorrect')).toBeDefined();
    expect(calls).toHaveLength(0);
  });

  it('deletes the account with the typed e-mail and the current password, signs out and goes to the public site', async () => {
    const calls = mockFetch({ 'DELETE /api/user': jsonResponse(204) });
    await renderWithProviders(<DeleteAccountCard />, { path: '/settings#account' });
    fireEvent.click(screen.getByRole('button', { name: en.deleteAccount.open }));
    fireEvent.change(emailLabel(), { target: { value: ` ${testUser.email.toUpperCase()} ` } });
    fireEvent.change(screen.getByLabelText(/^Current password/), {
      target: { value: 'correct horse battery' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.deleteAccount.confirm }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en'));
    expect(calls).toEqual([
      {
        method: 'DELETE',
        path: '/api/user',
        body: { email: testUser.email, currentPassword: 'correct horse battery' },
      },
    ]);
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull();
  });
});
