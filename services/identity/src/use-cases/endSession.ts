import type { DataSource } from 'typeorm';
import { AppError } from '@immodesk/platform/errors';
import { sessionRepository } from '../repositories/sessionRepository';
import type { SessionCache } from '../sessions/sessionCache';
import type { ResolvedSession } from './resolveSession';

/**
 * Ends one of the user's other sessions (signs that device out). The current session can never be ended here
 * (log out instead); a session of another user or organization is not found.
 */
export async function endSession(
  dataSource: DataSource,
  cache: SessionCache,
  session: ResolvedSession,
  sessionId: string,
): Promise<void> {
  if (sessionId === session.sessionId)
    throw new AppError('conflict', { messageKey: 'errors.cannotEndCurrentSession' });
  const sessions = sessionRepository(dataSource);
  const target = await sessions.findForUser(session.organizationId, session.userId, sessionId);
  if (!target) throw new AppError('not_found');
  await sessions.deleteForUserById(session.organizationId, session.userId, target.id);
  cache.evictSession(target.id);
}
