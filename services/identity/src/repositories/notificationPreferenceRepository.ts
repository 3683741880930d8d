import type { DataSource, EntityManager } from 'typeorm';
import {
  NotificationPreferenceEntity,
  type NotificationPreferenceRow,
} from '../entities/NotificationPreferenceEntity';

export function notificationPreferenceRepository(dataSource: DataSource | EntityManager) {
  const preferences = dataSource.getRepository(NotificationPreferenceEntity);
  return {
    forUser: (organizationId: string, userId: string) =>
      preferences.find({ where: { organizationId, userId } }),
    /** Replaces the user's rows with the given ones. */
    async replaceForUser(
      organizationId: string,
      userId: string,
      rows: Omit<NotificationPreferenceRow, 'id'>[],
    ): Promise<void> {
      await preferences.delete({ organizationId, userId });
      await preferences.insert(rows.map((row) => preferences.create(row)));
    },
  };
}
