import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNotification } from '@immodesk/contracts/notifications/listNotifications.contract';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { toast } from '@immodesk/sdk';
import { jsonResponse, mockFetch } from '../testing/mockFetch';
import { initTestI18n, renderWithProviders, testUser } from '../testing/renderWithProviders';
import { NotificationBell } from './NotificationBell';
import { syntheticNoticeStorageKey } from './syntheticNoticeState';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function serverNotification(index: number, overrides: Partial<TNotification> = {}): TNotification {
  const createdAt = minutesAgo(10 + index * 60);
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    userId: testUser.id,
    type: 'info',
    title: `Notice ${index}`,
    message: `Message ${index}`,
    read: false,
    actionLabel: null,
    actionUrl: null,
    relatedEntityType: null,
    relatedEntityId: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

const OVERDUE: TRentPayment = {
  id: 'payment-overdue',
  contractId: null,
  propertyId: 'property-1',
  tenantId: null,
  period: '2020-01',
  dueDate: '2020-01-01',
  periodStart: '2020-01-01',
  periodEnd: '2020-01-31',
  amountDueCents: 115_000,
  rentCents: 115_000,
  chargesCents: 0,
  paidCents: 0,
  paidAt: null,
  status: 'overdue',
  notes: null,
};
const PROPERTY = { id: 'property-1', street: 'Korenlei', houseNumber: '7', bus: '2', city: 'Gent' };

function routes(notifications: TNotification[], unread: number, payments: TRentPayment[] = []) {
  return {
    'GET /api/notifications': jsonResponse(200, { items: notifications, total: notifications.length }),
    'GET /api/notifications/unread-count': jsonResponse(200, { count: unread }),
    'GET /api/rent-payments': jsonResponse(200, { items: payments, total: payments.length }),
    'GET /api/properties': jsonResponse(200, { items: [PROPERTY], total: 1 }),
  };
}

beforeAll(initTestI18n);
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openBell() {
  fireEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByTestId('notification-panel');
}

describe('NotificationBell', () => {
  it('shows the unread count, and 9+ above 9', async () => {
    mockFetch(routes([serverNotification(1)], 12));
    await renderWithProviders(<NotificationBell />);
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('9+');
    expect(screen.getByRole('button', { name: 'Notifications, 12 unread' })).toBeDefined();
  });

  it('shows no badge when everything is read', async () => {
    mockFetch(routes([serverNotification(1, { read: true })], 0));
    await renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('merges the server’s notifications and the rent notices newest first, with time-ago labels', async () => {
    mockFetch(routes([serverNotification(2), serverNotification(0)], 2, [OVERDUE]));
    await renderWithProviders(<NotificationBell />);
    await vi.waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('3'));
    const panel = await openBell();
    await vi.waitFor(() => expect(within(panel).getAllByTestId('notification-item')).toHaveLength(3));
    const items = within(panel).getAllByTestId('notification-item');
    expect(items.map((item) => item.querySelector('[class*="title"]')?.textContent)).toEqual([
      'Notice 0',
      'Notice 2',
      'Rent overdue',
    ]);
    expect(items[0]?.textContent).toContain('10 minutes ago');
    expect(items[1]?.textContent).toContain('2 hours ago');
    expect(items[2]?.textContent).toContain(
      'Korenlei 7 box 2, Gent: the rent for January 2020, due on 01/01/2020',
    );
    expect(items[2]?.textContent).toContain('days overdue');
  });

  it('shows one notice for a due item the server already notified as overdue', async () => {
    const stored = serverNotification(1, {
      type: 'warning',
      title: 'Rent overdue (stored)',
      relatedEntityType: 'rent_payment',
      relatedEntityId: OVERDUE.id,
    });
    mockFetch(routes([stored], 1, [OVERDUE]));
    await renderWithProviders(<NotificationBell />);
    const panel = await openBell();
    await vi.waitFor(() => expect(within(panel).getAllByTestId('notification-item')).toHaveLength(1));
    expect(within(panel).getByText('Rent overdue (stored)')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeDefined();
  });

  it('marks a server notification read when it is opened, and follows its action', async () => {
    const calls = mockFetch({
      ...routes(
        [serverNotification(1, { actionUrl: '/settings#account', actionLabel: 'Review sessions' })],
        1,
      ),
      'PUT /api/notifications/00000000-0000-4000-8000-000000000001/read': jsonResponse(204),
    });
    await renderWithProviders(<NotificationBell />, { path: '/dashboard' });
    const panel = await openBell();
    fireEvent.click(await within(panel).findByRole('button', { name: /^Info: Notice 1/ }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/settings#account'));
    expect(calls.some((call) => call.method === 'PUT' && call.path.endsWith('/read'))).toBe(true);
  });

  it('keeps synthetic notices away from the server: reading and deleting them is remembered in this browser', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = mockFetch(routes([], 0, [OVERDUE]));
    await renderWithProviders(<NotificationBell />, { path: '/dashboard' });
    await vi.waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
    const panel = await openBell();
    fireEvent.click(await within(panel).findByRole('button', { name: /^Warning: Rent overdue/ }));
    await vi.waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rent-payments'));

    const stored = JSON.parse(
      window.localStorage.getItem(syntheticNoticeStorageKey(testUser.id)) ?? '{}',
    ) as { read: number[] };
    expect(stored.read).toHaveLength(1);
    expect(stored.read[0]).toBeLessThan(0);

    const reopened = await openBell();
    fireEvent.click(within(reopened).getByRole('button', { name: /Delete notification: Rent overdue/ }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Notification deleted'));
    expect(within(reopened).queryAllByTestId('notification-item')).toHaveLength(0);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('deletes a server notification with a success toast, and shows an error toast when deleting fails', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const first = serverNotification(1);
    const second = serverNotification(2);
    const calls = mockFetch({
      ...routes([first, second], 2),
      [`DELETE /api/notifications/${first.id}`]: jsonResponse(204),
      [`DELETE /api/notifications/${second.id}`]: jsonResponse(500, {
        message: 'Something went wrong on our side',
        code: 'internal',
      }),
    });
    await renderWithProviders(<NotificationBell />);
    const panel = await openBell();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Delete notification: Notice 1' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Notification deleted'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete notification: Notice 2' }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Deleting the notification failed', {
        description: 'Something went wrong on our side',
      }),
    );
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/notifications/${first.id}`,
      `/api/notifications/${second.id}`,
    ]);
  });

  it('marks everything read, the synthetic notices in this browser', async () => {
    const calls = mockFetch({
      ...routes([serverNotification(1)], 1, [OVERDUE]),
      'PUT /api/notifications/mark-all-read': jsonResponse(200, { updated: 1 }),
    });
    await renderWithProviders(<NotificationBell />);
    const panel = await openBell();
    await vi.waitFor(() => expect(within(panel).getAllByTestId('notification-item')).toHaveLength(2));
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() =>
      expect(
        calls.some((call) => call.method === 'PUT' && call.path === '/api/notifications/mark-all-read'),
      ).toBe(true),
    );
    const stored = JSON.parse(
      window.localStorage.getItem(syntheticNoticeStorageKey(testUser.id)) ?? '{}',
    ) as { read: number[] };
    expect(stored.read).toHaveLength(1);
  });

  it('closes with Escape and gives the focus back to the bell', async () => {
    mockFetch(routes([serverNotification(1)], 1));
    await renderWithProviders(<NotificationBell />);
    const panel = await openBell();
    expect(document.activeElement).toBe(panel);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('notification-panel')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Notifications/ }));
  });
});
