import type { DataSource } from 'typeorm';
import { LoginAttemptEntity, type LoginAttemptRow } from '../entities/LoginAttemptEntity';

export function loginHistoryRepository(dataSource: DataSource) {
  const attempts = dataSource.getRepository(LoginAttemptEntity);
  return {
    insert: (row: Omit<LoginAttemptRow, 'id'>) => attempts.insert(attempts.create(row)),

    /** User agents of the user's most recent successful sign-ins, newest first. */
    async recentSuccessfulUserAgents(
      organizationId: string,
      userId: string,
      limit: number,
    ): Promise<(string | null)[]> {
      const rows = await attempts.find({
        select: { userAgent: true },
        where: { organizationId, userId, success: true },
        order: { createdAt: 'DESC' },
        take: limit,
      });
      return rows.map((row) => row.userAgent);
    },
  };
}
