import { In, MoreThan, type DataSource } from 'typeorm';
import { LoginAttemptEntity, type LoginAttemptRow } from '../entities/LoginAttemptEntity';

export function loginHistoryRepository(dataSource: DataSource) {
  const attempts = dataSource.getRepository(LoginAttemptEntity);
  return {
    insert: (row: Omit<LoginAttemptRow, 'id'>) => attempts.insert(attempts.create(row)),

    /** User agents of the user's most recent successful sign-ins, newest first. */
    async recentSuccessfulUserAgents(organizationId: string, userId: string, limit: number): Promise<(string | null)[]> {
      const rows = await attempts.find({
        select: { userAgent: true },
        where: { organizationId, userId, success: true },
        order: { createdAt: 'DESC' },
        take: limit,
      });
      return rows.map((row) => row.userAgent);
    },

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
