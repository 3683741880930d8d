import type { DataSource } from 'typeorm';
import { pageWindow, type PageQuery } from '@immodesk/platform/domain/page';
import { NotificationEntity, type NotificationRow } from '../entities/NotificationEntity';

type Reader = { organizationId: string; userId: string };

/** Every query is scoped to one reader: the organization and the user. */
export function notificationRepository(dataSource: DataSource) {
  const notifications = dataSource.getRepository(NotificationEntity);
  return {
    insert: (row: Omit<NotificationRow, 'id'>) => notifications.save(notifications.create(row)),

    async list(reader: Reader, page: PageQuery): Promise<{ rows: NotificationRow[]; total: number }> {
      const { offset, limit } = pageWindow(page);
      const [rows, total] = await notifications.findAndCount({
        where: { organizationId: reader.organizationId, userId: reader.userId },
        order: { createdAt: 'DESC', id: 'DESC' },
        skip: offset,
        take: limit,
      });
      return { rows, total };
    },

    countUnread: (reader: Reader) =>
      notifications.count({
        where: { organizationId: reader.organizationId, userId: reader.userId, read: false },
      }),

    /** False when the reader has no notification with this id. */
    async markRead(reader: Reader, id: string, updatedAt: Date): Promise<boolean> {
      const where = { organizationId: reader.organizationId, userId: reader.userId, id };
      if (!(await notifications.exists({ where }))) return false;
      await notifications.update({ ...where, read: false }, { read: true, updatedAt });
      return true;
    },

    async markAllRead(reader: Reader, updatedAt: Date): Promise<number> {
      const result = await notifications.update(
        { organizationId: reader.organizationId, userId: reader.userId, read: false },
        { read: true, updatedAt },
      );
      return result.affected ?? 0;
    },

    async remove(reader: Reader, id: string): Promise<boolean> {
      const result = await notifications.delete({
        organizationId: reader.organizationId,
        userId: reader.userId,
        id,
      });
      return (result.affected ?? 0) > 0;
    },
  };
}
