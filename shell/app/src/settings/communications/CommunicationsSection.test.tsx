import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { initTestI18n, renderWithProviders, testUser } from '../../testing/renderWithProviders';
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
  it('shows the stored choice per kind and keeps account-security e-mail on, with no "not sent yet" left', async () => {
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
    expect(screen.queryByTestId('communications-not-sent')).toBeNull();
    expect(screen.queryByText(/not sent yet|do not send/i)).toBeNull();
  });

  it('asks for a mobile number when SMS is on and the profile has none, and not once it has one', async () => {
    mockFetch({ 'GET /api/user/notification-preferences': jsonResponse(200, STORED) });
    await renderWithProviders(<CommunicationsSection />, {
      path: '/settings#communications',
      user: { ...testUser, phone: null },
    });
    expect((await screen.findByTestId('communications-no-phone')).textContent).toContain(
      en.communications.smsNeedsPhone,
    );
    cleanup();
    mockFetch({ 'GET /api/user/notification-preferences': jsonResponse(200, STORED) });
    await renderWithProviders(<CommunicationsSection />, {
      path: '/settings#communications',
      user: { ...testUser, phone: '0470 12 34 56' },
    });
    await screen.findByTestId('preferences-rentOverdue');
    expect(screen.queryByTestId('communications-no-phone')).toBeNull();
  });

  it('says when this browser cannot show push notifications', async () => {
    mockFetch({ 'GET /api/user/notification-preferences': jsonResponse(200, STORED) });
    await renderWithProviders(<CommunicationsSection />, { path: '/settings#communications' });
    const device = await screen.findByTestId('push-device');
    expect(within(device).getByText(en.communications.push.unsupported)).toBeDefined();
    expect(within(device).queryByRole('button')).toBeNull();
  });

  it('turns push on in this browser only when asked: permission, service worker, subscription sent to the server', async () => {
    const subscription = {
      endpoint: 'https://push.example.test/send/abc',
      toJSON: () => ({ endpoint: 'https://push.example.test/send/abc', keys: { p256dh: 'p', auth: 'a' } }),
      unsubscribe: vi.fn(() => Promise.resolve(true)),
    };
    const subscribe = vi.fn(() => Promise.resolve(subscription));
    const registration = { pushManager: { subscribe, getSubscription: () => Promise.resolve(null) } };
    const register = vi.fn(() => Promise.resolve(registration));
    const requestPermission = vi.fn(() => Promise.resolve('granted'));
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        register,
        getRegistration: () => Promise.resolve(undefined),
        ready: Promise.resolve(registration),
      },
    });
    const calls = mockFetch({
      'GET /api/user/notification-preferences': jsonResponse(200, STORED),
      'GET /api/user/push-subscriptions': jsonResponse(200, { publicKey: 'BAAB', count: 0 }),
      'POST /api/user/push-subscriptions': jsonResponse(204),
    });
    try {
      await renderWithProviders(<CommunicationsSection />, { path: '/settings#communications' });
      const turnOn = await screen.findByRole('button', { name: en.communications.push.turnOn });
      expect(requestPermission).not.toHaveBeenCalled();
      expect(register).not.toHaveBeenCalled();
      fireEvent.click(turnOn);
      expect(await screen.findByText(en.communications.push.onHere)).toBeDefined();
      expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
      expect(subscribe).toHaveBeenCalledWith(
        expect.objectContaining({ userVisibleOnly: true, applicationServerKey: new Uint8Array([4, 0, 1]) }),
      );
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual(subscription.toJSON());
      expect(screen.getByRole('button', { name: en.communications.push.turnOff })).toBeDefined();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
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
