import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListNotificationsQuery } from '@immodesk/contracts/notifications/listNotifications.contract';
import { errorOf, randomContext } from '@immodesk/platform/testing/errorOf';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { describeMigrations } from '@immodesk/platform/testing/describeMigrations';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { createInProcessMessagingApi, type MessagingApi } from './messagingApi';
import { messagingDatabaseModule } from './messagingDatabaseModule';

const query = (input: Record<string, unknown> = {}) => ZListNotificationsQuery.parse(input);
const passwordChanged = {
  type: 'info',
  titleKey: 'notifications.passwordChanged.title',
  messageKey: 'notifications.passwordChanged.message',
} as const;

describe('messaging service: notifications', () => {
  let database: TestDatabase;
  let messaging: MessagingApi;
  const clock = movableClock('2026-03-15T09:00:00.000Z');

  beforeAll(async () => {
    database = await createTestDatabase([messagingDatabaseModule]);
    messaging = createInProcessMessagingApi(database.dataSource, clock);
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('lists the reader’s notifications newest first, with keys, values and the action', async () => {
    const reader = randomContext();
    const first = await messaging.notify(reader, passwordChanged);
    clock.advance(60_000);
    const second = await messaging.notify(reader, {
      type: 'warning',
      titleKey: 'notifications.newDeviceSignIn.title',
      messageKey: 'notifications.newDeviceSignIn.message',
      params: { device: 'Firefox · Windows' },
      actionLabelKey: 'notifications.actions.reviewSessions',
      actionUrl: '/settings#sessions',
    });
    const { items, total } = await messaging.listNotifications(reader, query());
    expect(total).toBe(2);
    expect(items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(items[0]).toMatchObject({
      userId: reader.userId,
      type: 'warning',
      params: { device: 'Firefox · Windows' },
      read: false,
      actionLabelKey: 'notifications.actions.reviewSessions',
      actionUrl: '/settings#sessions',
      createdAt: '2026-03-15T09:01:00.000Z',
    });
    expect(items[1]).toMatchObject({ params: {}, actionUrl: null, relatedEntityType: null });
  });

  it('keeps when an event reported afterwards happened, so it sorts among the others by that time', async () => {
    const reader = randomContext();
    const recent = await messaging.notify(reader, passwordChanged);
    const earlier = await messaging.notify(reader, {
      ...passwordChanged,
      occurredAt: '2026-03-10T08:00:00.000Z',
    });
    expect(earlier.createdAt).toBe('2026-03-10T08:00:00.000Z');
    expect((await messaging.listNotifications(reader, query())).items.map((item) => item.id)).toEqual([
      recent.id,
      earlier.id,
    ]);
  });

  it('counts unread ones and marks one or all read', async () => {
    const reader = randomContext();
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) ids.push((await messaging.notify(reader, passwordChanged)).id);
    expect(await messaging.countUnreadNotifications(reader)).toEqual({ count: 3 });
    clock.advance(5_000);
    await messaging.markNotificationRead(reader, ids[1]!);
    await messaging.markNotificationRead(reader, ids[1]!);
    expect(await messaging.countUnreadNotifications(reader)).toEqual({ count: 2 });
    const read = (await messaging.listNotifications(reader, query())).items.find(
      (item) => item.id === ids[1],
    );
    expect(read).toMatchObject({ read: true, updatedAt: clock.now().toISOString() });
    expect(await messaging.markAllNotificationsRead(reader)).toEqual({ updated: 2 });
    expect(await messaging.countUnreadNotifications(reader)).toEqual({ count: 0 });
  });

  it('deletes a notification', async () => {
    const reader = randomContext();
    const notification = await messaging.notify(reader, passwordChanged);
    await messaging.deleteNotification(reader, notification.id);
    expect((await messaging.listNotifications(reader, query())).total).toBe(0);
    expect((await errorOf(messaging.deleteNotification(reader, notification.id))).code).toBe('not_found');
  });

  it('treats another organization’s or another user’s notification as not found and leaves it alone', async () => {
    const owner = randomContext();
    const colleague = randomContext(owner.organizationId);
    const stranger = randomContext();
    const notification = await messaging.notify(owner, passwordChanged);
    for (const reader of [colleague, stranger]) {
      expect((await errorOf(messaging.markNotificationRead(reader, notification.id))).code).toBe('not_found');
      expect((await errorOf(messaging.deleteNotification(reader, notification.id))).code).toBe('not_found');
      expect(await messaging.markAllNotificationsRead(reader)).toEqual({ updated: 0 });
      expect((await messaging.listNotifications(reader, query())).total).toBe(0);
    }
    expect((await messaging.listNotifications(owner, query())).items).toMatchObject([
      { id: notification.id, read: false },
    ]);
  });

  it('notifies another user of the same organization when asked to', async () => {
    const owner = randomContext();
    const colleague = randomContext(owner.organizationId);
    await messaging.notify(owner, { ...passwordChanged, userId: colleague.userId });
    expect(await messaging.countUnreadNotifications(colleague)).toEqual({ count: 1 });
    expect(await messaging.countUnreadNotifications(owner)).toEqual({ count: 0 });
  });

  it('pages through the notifications', async () => {
    const reader = randomContext();
    for (let index = 0; index < 3; index += 1) await messaging.notify(reader, passwordChanged);
    const first = await messaging.listNotifications(reader, query({ pageSize: '2' }));
    const second = await messaging.listNotifications(reader, query({ pageSize: '2', page: '2' }));
    expect([first.items.length, second.items.length, first.total]).toEqual([2, 1, 3]);
  });

  it('refuses an unknown type, keys outside the notification catalogue and an action that leaves the app', async () => {
    const reader = randomContext();
    const refused = [
      { ...passwordChanged, type: 'urgent' as 'info' },
      { ...passwordChanged, titleKey: 'errors.internal' },
      { ...passwordChanged, actionUrl: 'https://evil.example/phish' },
      { ...passwordChanged, actionUrl: '//evil.example' },
      { ...passwordChanged, params: { device: 'x'.repeat(201) } },
      { ...passwordChanged, occurredAt: '2026-03-16T00:00:00.000Z' },
    ];
    for (const input of refused)
      expect((await errorOf(messaging.notify(reader, input))).code).toBe('validation_error');
    expect((await messaging.listNotifications(reader, query())).total).toBe(0);
  });

  it('exports and deletes only the organization’s notifications', async () => {
    const owner = randomContext();
    const other = randomContext();
    await messaging.notify(owner, passwordChanged);
    await messaging.notify(other, passwordChanged);
    const exported = await messaging.exportOrganizationData(owner);
    expect(exported.notifications).toHaveLength(1);
    expect(exported.notifications?.[0]).toMatchObject({
      organizationId: owner.organizationId,
      titleKey: passwordChanged.titleKey,
    });
    await messaging.deleteOrganizationData(owner);
    expect(await messaging.exportOrganizationData(owner)).toEqual({
      notifications: [],
      notification_deliveries: [],
      sms_messages: [],
      push_subscriptions: [],
      message_recipients: [],
      messages: [],
    });
    expect((await messaging.exportOrganizationData(other)).notifications).toHaveLength(1);
  });
});

describeMigrations(messagingDatabaseModule);
