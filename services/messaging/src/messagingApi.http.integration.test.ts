import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '@immodesk/platform/errors';
import { serviceOverHttp } from '@immodesk/platform/testing/serviceOverHttp';
import { createHttpMessagingApi, createInProcessMessagingApi } from './messagingApi';
import { messagingDatabaseModule } from './messagingDatabaseModule';

describe('messaging service over HTTP', () => {
  const service = serviceOverHttp({
    modules: [messagingDatabaseModule],
    inProcess: ({ dataSource }) => createInProcessMessagingApi(dataSource),
    client: createHttpMessagingApi,
  });
  const owner = { organizationId: crypto.randomUUID(), userId: crypto.randomUUID() };

  it('notifies, lists, counts, marks read and deletes, with coded errors for another organization', async () => {
    const created = await service.overHttp.notify(owner, {
      type: 'success',
      titleKey: 'notifications.twoFactorEnabled.title',
      messageKey: 'notifications.twoFactorEnabled.message',
      params: { count: 10 },
    });
    expect((await service.overHttp.listNotifications(owner, { page: 1, pageSize: 50 })).items).toEqual([
      created,
    ]);
    expect(await service.overHttp.countUnreadNotifications(owner)).toEqual({ count: 1 });
    await service.overHttp.markNotificationRead(owner, created.id);
    expect(await service.overHttp.countUnreadNotifications(owner)).toEqual({ count: 0 });
    expect(await service.overHttp.markAllNotificationsRead(owner)).toEqual({ updated: 0 });
    const foreign = await service.overHttp
      .deleteNotification({ ...owner, organizationId: crypto.randomUUID() }, created.id)
      .catch((error: unknown) => error);
    expect((foreign as AppError).code).toBe('not_found');
    await service.overHttp.deleteNotification(owner, created.id);
    expect((await service.overHttp.listNotifications(owner, { page: 1, pageSize: 50 })).total).toBe(0);
  });

  it('exports and deletes the organization’s notifications over HTTP', async () => {
    await service.overHttp.notify(owner, {
      type: 'info',
      titleKey: 'notifications.passwordChanged.title',
      messageKey: 'notifications.passwordChanged.message',
    });
    const exported = await service.overHttp.exportOrganizationData(owner);
    expect(exported).toEqual(
      await createInProcessMessagingApi(service.database.dataSource).exportOrganizationData(owner),
    );
    expect(typeof exported.notifications?.[0]?.createdAt).toBe('string');
    await service.overHttp.deleteOrganizationData(owner);
    expect(await service.overHttp.exportOrganizationData(owner)).toEqual({
      notifications: [],
      notification_deliveries: [],
      sms_messages: [],
      push_subscriptions: [],
      message_recipients: [],
      messages: [],
    });
  });
});
