import type { NotificationParams, NotificationRecord } from '../domain/notification';
import type { NotificationRow } from '../entities/NotificationEntity';

function parseParams(json: string): NotificationParams {
  try {
    const value = JSON.parse(json) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as NotificationParams)
      : {};
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
