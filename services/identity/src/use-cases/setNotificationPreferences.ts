import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import { AppError } from '@immodesk/platform/errors';
import { NOTIFICATION_KINDS, type NotificationPreferences } from '../domain/notificationPreferences';
import { notificationPreferenceRepository } from '../repositories/notificationPreferenceRepository';
import { getNotificationPreferences } from './getNotificationPreferences';

/**
 * Stores the user's whole choice. Account-security e-mails (sign-in links, password reset, address changes) are
 * what keeps the owner in control of the account, so they cannot be switched off.
 */
export async function setNotificationPreferences(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  if (!preferences.accountSecurity.email) {
    throw new AppError('validation_error', {
      details: { 'accountSecurity.email': 'validation.accountSecurityMailRequired' },
    });
  }
  const updatedAt = clock.now();
  const rows = NOTIFICATION_KINDS.map((kind) => ({
    organizationId: context.organizationId,
    userId: context.userId,
    kind,
    ...preferences[kind],
    updatedAt,
  }));
  await dataSource.transaction((manager) =>
    notificationPreferenceRepository(manager).replaceForUser(context.organizationId, context.userId, rows),
  );
  return getNotificationPreferences(dataSource, context);
}
