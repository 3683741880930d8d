import type { DataSource } from 'typeorm';
import { sessionRepository } from '../repositories/sessionRepository';
import type { SessionCache } from './sessionCache';

/** Ends a user's sessions (all, or all but one) in the database and in this process's cache at once. */
export async function endSessionsOfUser(
  dataSource: DataSource,
  cache: SessionCache,
  user: { organizationId: string; userId: string },
  keepSessionId?: string,
): Promise<void> {
  const ended = await sessionRepository(dataSource).deleteForUser(
    user.organizationId,
    user.userId,
    keepSessionId,
  );
  for (const id of ended) cache.evictSession(id);
}
