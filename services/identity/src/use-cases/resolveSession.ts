import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import { sessionRepository } from '../repositories/sessionRepository';
import { hashSessionToken, SESSION_LIFETIME_MS, SESSION_TOUCH_INTERVAL_MS } from '../sessionTokens';

export type ResolvedSession = RequestContext & { sessionId: string };

/** The context of a session cookie, or null when it is unknown or expired. Extends the session while in use. */
export async function resolveSession(dataSource: DataSource, clock: Clock, token: string): Promise<ResolvedSession | null> {
  const sessions = sessionRepository(dataSource);
  const session = await sessions.findByTokenHash(hashSessionToken(token));
  if (!session) return null;
  const now = clock.now();
  if (session.expiresAt.getTime() <= now.getTime()) {
    await sessions.deleteById(session.id);
    return null;
  }
  if (now.getTime() - session.lastActiveAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await sessions.touch(session.id, now, new Date(now.getTime() + SESSION_LIFETIME_MS));
  }
  return { organizationId: session.organizationId, userId: session.userId, sessionId: session.id };
}
