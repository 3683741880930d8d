import { In, MoreThan, type DataSource } from 'typeorm';
import { LoginAttemptEntity, type LoginAttemptRow } from '../entities/LoginAttemptEntity';

export function loginHistoryRepository(dataSource: DataSource) {
  const attempts = dataSource.getRepository(LoginAttemptEntity);
  return {
    insert: (row: Omit<LoginAttemptRow, 'id'>) => attempts.insert(attempts.create(row)),

    /** Times of the failures that count toward the lockout since `since`, newest first. */
    async countedFailuresSince(organizationId: string, userId: string, since: Date): Promise<Date[]> {
      const rows = await attempts.find({
        select: { createdAt: true },
        where: { organizationId, userId, success: false, reason: In(['password', 'totp']), createdAt: MoreThan(since) },
        order: { createdAt: 'DESC' },
        take: 100,
      });
      return rows.map((row) => row.createdAt);
    },
  };
}
