import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import {
  DEFAULT_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationPreferences,
} from '../domain/notificationPreferences';
import { notificationPreferenceRepository } from '../repositories/notificationPreferenceRepository';

/** The user's channels per kind; a kind they never chose for has the defaults. */
export async function getNotificationPreferences(
  dataSource: DataSource,
  context: RequestContext,
): Promise<NotificationPreferences> {
  const rows = await notificationPreferenceRepository(dataSource).forUser(
    context.organizationId,
    context.userId,
  );
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  const entries = NOTIFICATION_KINDS.map((kind) => {
    const row = byKind.get(kind);
    return [
      kind,
      row ? { email: row.email, sms: row.sms, push: row.push } : { ...DEFAULT_CHANNELS },
    ] as const;
  });
  return Object.fromEntries(entries) as NotificationPreferences;
}
