import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Page, PageQuery } from '@immodesk/platform/domain/page';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { notificationRepository } from '../repositories/notificationRepository';
import type { NotificationRecord } from '../domain/notification';
import { toNotificationRecord } from './toNotificationRecord';

/** The signed-in user's notifications in their organization, newest first. */
export async function listNotifications(
  dataSource: DataSource,
  context: RequestContext,
  query: PageQuery,
): Promise<Page<NotificationRecord>> {
  const { rows, total } = await notificationRepository(dataSource).list(context, query);
  return { items: rows.map(toNotificationRecord), total };
}

export async function countUnreadNotifications(
  dataSource: DataSource,
  context: RequestContext,
): Promise<{ count: number }> {
  return { count: await notificationRepository(dataSource).countUnread(context) };
}

/** Marks one notification read (again is fine); another user's or organization's notification is not found. */
export async function markNotificationRead(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  id: string,
): Promise<void> {
  if (!(await notificationRepository(dataSource).markRead(context, id, clock.now())))
    throw AppError.notFound('notification');
}

export async function markAllNotificationsRead(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
): Promise<{ updated: number }> {
  return { updated: await notificationRepository(dataSource).markAllRead(context, clock.now()) };
}

export async function deleteNotification(
  dataSource: DataSource,
  context: RequestContext,
  id: string,
): Promise<void> {
  if (!(await notificationRepository(dataSource).remove(context, id)))
    throw AppError.notFound('notification');
}
