import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../../testing/renderWithProviders';
import { CommunicationsSection } from './CommunicationsSection';

const channels = (email: boolean, sms = false, push = false) => ({ email, sms, push });
const STORED = {
  accountSecurity: channels(true),
  rentOverdue: channels(true, true),
  rentReceived: channels(false),
};

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CommunicationsSection', () => {
  it('shows the stored choice per kind, keeps account-security e-mail on, and says what is not sent yet', async () => {
    mockFetch({ 'GET /api/user/notification-preferences': jsonResponse(200, STORED) });
    await renderWithProviders(<CommunicationsSection />, { path: '/settings#communications' });
    const security = await screen.findByTestId('preferences-accountSecurity');
    const securityMail = within(security).getByRole('checkbox', { name: 'E-mail' }) as HTMLInputElement;
    expect(securityMail.checked).toBe(true);
    expect(securityMail.disabled).toBe(true);
    const overdue = screen.getByTestId('preferences-rentOverdue');
    expect((within(overdue).getByRole('checkbox', { name: 'SMS' }) as HTMLInputElement).checked).toBe(true);
    expect(within(overdue).getByText(en.communications.kinds.rentOverdue.emailNote)).toBeDefined();
    expect(
      (
        within(screen.getByTestId('preferences-rentReceived')).getByRole('checkbox', {
          name: 'E-mail',
        }) as HTMLInputElement
      ).checked,
    ).toBe(false);
    expect(screen.getByTestId('communications-not-sent').textContent).toBe(en.communications.notSentYet);
  });

  it('saves the whole choice, account-security e-mail included', async () => {
    const calls = mockFetch({
      'GET /api/user/notification-preferences': jsonResponse(200, STORED),
      'PUT /api/user/notification-preferences': ({ body }) => jsonResponse(200, body),
    });
    await renderWithProviders(<CommunicationsSection />, { path: '/settings#communications' });
    fireEvent.click(
      within(await screen.findByTestId('preferences-rentReceived')).getByRole('checkbox', {
        name: 'Push notification',
      }),
    );
    fireEvent.click(
      within(screen.getByTestId('preferences-rentOverdue')).getByRole('checkbox', { name: 'E-mail' }),
    );
    fireEvent.click(screen.getByRole('button', { name: en.communications.save }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      accountSecurity: channels(true),
      rentOverdue: channels(false, true),
      rentReceived: channels(false, false, true),
    });
  });
});
