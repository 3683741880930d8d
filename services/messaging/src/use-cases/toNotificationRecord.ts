import type { TNotificationType } from '@immodesk/contracts/notifications/listNotifications.contract';
import type { NotificationRow } from '../entities/NotificationEntity';

export type NotificationParams = Record<string, string | number>;

/** A notification as the service hands it out: translation keys and values; the BFF turns them into text. */
export type NotificationRecord = {
  id: string;
  userId: string;
  type: TNotificationType;
  titleKey: string;
  messageKey: string;
  params: NotificationParams;
  read: boolean;
  actionLabelKey: string | null;
  actionUrl: string | null;
  relatedEntityType: string | null;
  relatedEntityId: string | null;
  createdAt: string;
  updatedAt: string;
};

function parseParams(json: string): NotificationParams {
  try {
    const value = JSON.parse(json) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as NotificationParams) : {};
  } catch {
    return {};
  }
}

export function toNotificationRecord(row: NotificationRow): NotificationRecord {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    titleKey: row.titleKey,
    messageKey: row.messageKey,
    params: parseParams(row.params),
    read: row.read,
    actionLabelKey: row.actionLabelKey,
    actionUrl: row.actionUrl,
    relatedEntityType: row.relatedEntityType,
    relatedEntityId: row.relatedEntityId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
