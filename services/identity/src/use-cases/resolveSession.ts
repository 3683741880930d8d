import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import { sessionRepository } from '../repositories/sessionRepository';
import type { SessionCache } from '../sessionCache';
import { hashSessionToken, SESSION_LIFETIME_MS, SESSION_TOUCH_INTERVAL_MS } from '../sessionTokens';

export type ResolvedSession = RequestContext & { sessionId: string };

/** The context of a session cookie, or null when it is unknown or expired. Extends the session while in use. */
export async function resolveSession(dataSource: DataSource, clock: Clock, cache: SessionCache, token: string): Promise<ResolvedSession | null> {
  const tokenHash = hashSessionToken(token);
  const now = clock.now();
  const cached = cache.get(tokenHash, now.getTime());
  if (cached) return { organizationId: cached.organizationId, userId: cached.userId, sessionId: cached.sessionId };

  const sessions = sessionRepository(dataSource);
  const session = await sessions.findByTokenHash(tokenHash);
  if (!session) return null;
  if (session.expiresAt.getTime() <= now.getTime()) {
    await sessions.deleteById(session.id);
    return null;
  }
  let expiresAt = session.expiresAt;
  if (now.getTime() - session.lastActiveAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await sessions.touch(session.id, now, expiresAt);
  }
  const resolved = { organizationId: session.organizationId, userId: session.userId, sessionId: session.id };
  cache.set(tokenHash, { ...resolved, expiresAt: expiresAt.getTime() }, now.getTime());
  return resolved;
}
