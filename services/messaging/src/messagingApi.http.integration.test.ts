import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@immodesk/platform/errors';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { serveOverHttp } from '@immodesk/platform/testing/serveOverHttp';
import { createHttpMessagingApi, createInProcessMessagingApi, type MessagingApi } from './messagingApi';
import { messagingDatabaseModule } from './messagingDatabaseModule';

describe('messaging service over HTTP', () => {
  let database: TestDatabase;
  let served: Awaited<ReturnType<typeof serveOverHttp>>;
  let messaging: MessagingApi;
  const owner = { organizationId: crypto.randomUUID(), userId: crypto.randomUUID() };

  beforeAll(async () => {
    database = await createTestDatabase([messagingDatabaseModule]);
    served = await serveOverHttp(createInProcessMessagingApi(database.dataSource));
    messaging = createHttpMessagingApi(served);
  });

  afterAll(async () => {
    await served?.close();
    await database?.drop();
  });

  it('notifies, lists, counts, marks read and deletes, with coded errors for another organization', async () => {
    const created = await messaging.notify(owner, {
      type: 'success',
      titleKey: 'notifications.twoFactorEnabled.title',
      messageKey: 'notifications.twoFactorEnabled.message',
      params: { count: 10 },
    });
    expect((await messaging.listNotifications(owner, { page: 1, pageSize: 50 })).items).toEqual([created]);
    expect(await messaging.countUnreadNotifications(owner)).toEqual({ count: 1 });
    await messaging.markNotificationRead(owner, created.id);
    expect(await messaging.countUnreadNotifications(owner)).toEqual({ count: 0 });
    expect(await messaging.markAllNotificationsRead(owner)).toEqual({ updated: 0 });
    const foreign = await messaging
      .deleteNotification({ ...owner, organizationId: crypto.randomUUID() }, created.id)
      .catch((error: unknown) => error);
    expect((foreign as AppError).code).toBe('not_found');
    await messaging.deleteNotification(owner, created.id);
    expect((await messaging.listNotifications(owner, { page: 1, pageSize: 50 })).total).toBe(0);
  });

  it('exports and deletes the organization’s notifications over HTTP', async () => {
    await messaging.notify(owner, {
      type: 'info',
      titleKey: 'notifications.passwordChanged.title',
      messageKey: 'notifications.passwordChanged.message',
    });
    const exported = await messaging.exportOrganizationData(owner);
    expect(exported).toEqual(
      await createInProcessMessagingApi(database.dataSource).exportOrganizationData(owner),
    );
    expect(typeof exported.notifications?.[0]?.createdAt).toBe('string');
    await messaging.deleteOrganizationData(owner);
    expect(await messaging.exportOrganizationData(owner)).toEqual({
      notifications: [],
      message_recipients: [],
      messages: [],
    });
  });
});
