import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import {
  NOTIFICATION_TYPES,
  type NotificationParams,
  type NotificationRecord,
  type NotificationType,
} from '../domain/notification';
import { notificationRepository } from '../repositories/notificationRepository';
import { toNotificationRecord } from './toNotificationRecord';

export type NotifyInput = {
  /** The reader; defaults to the acting user of the context. */
  userId?: string;
  type: NotificationType;
  /** Keys of the BFF's catalogue under `notifications.` (e.g. `notifications.passwordChanged.title`). */
  titleKey: string;
  messageKey: string;
  params?: NotificationParams;
  actionLabelKey?: string | null;
  /** A path inside the app, e.g. `/settings#security`. */
  actionUrl?: string | null;
  relatedEntityType?: string | null;
  relatedEntityId?: string | null;
  /** When the event happened (ISO instant), for events reported after the fact; never in the future. Default: now. */
  occurredAt?: string;
};

const KEY = /^notifications\.[A-Za-z0-9_.]{1,100}$/;
const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

function invalid(field: string): AppError {
  return new AppError('validation_error', { details: { [field]: 'validation.invalid' } });
}

function checkedParams(params: NotificationParams): NotificationParams {
  const entries = Object.entries(params);
  if (entries.length > 20) throw invalid('params');
  for (const [name, value] of entries) {
    if (!PARAM_NAME.test(name)) throw invalid('params');
    if (typeof value === 'string' ? value.length > 200 : typeof value !== 'number' || !Number.isFinite(value))
      throw invalid('params');
  }
  return params;
}

/**
 * Creates a notification for a user of the organization (other services and the BFF call it at the events a
 * landlord wants to hear about). The action URL must be a path inside the app: clicking a notification follows
 * it, so it can never lead to another site.
 */
export async function notify(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: NotifyInput,
): Promise<NotificationRecord> {
  if (!(NOTIFICATION_TYPES as readonly string[]).includes(input.type)) throw invalid('type');
  if (!KEY.test(input.titleKey)) throw invalid('titleKey');
  if (!KEY.test(input.messageKey)) throw invalid('messageKey');
  if (input.actionLabelKey && !KEY.test(input.actionLabelKey)) throw invalid('actionLabelKey');
  const actionUrl = input.actionUrl?.trim() || null;
  if (
    actionUrl &&
    (!actionUrl.startsWith('/') ||
      actionUrl.startsWith('//') ||
      actionUrl.includes('\\') ||
      actionUrl.length > 500)
  )
    throw invalid('actionUrl');
  if (input.relatedEntityType && input.relatedEntityType.length > 40) throw invalid('relatedEntityType');
  if (input.relatedEntityId && input.relatedEntityId.length > 36) throw invalid('relatedEntityId');
  const now = clock.now();
  const createdAt = input.occurredAt ? new Date(input.occurredAt) : now;
  if (Number.isNaN(createdAt.getTime()) || createdAt > now) throw invalid('occurredAt');
  const row = await notificationRepository(dataSource).insert({
    organizationId: context.organizationId,
    userId: input.userId ?? context.userId,
    type: input.type,
    titleKey: input.titleKey,
    messageKey: input.messageKey,
    params: JSON.stringify(checkedParams(input.params ?? {})),
    read: false,
    actionLabelKey: input.actionLabelKey ?? null,
    actionUrl,
    relatedEntityType: input.relatedEntityType ?? null,
    relatedEntityId: input.relatedEntityId ?? null,
    createdAt,
    updatedAt: now,
  });
  return toNotificationRecord(row);
}
