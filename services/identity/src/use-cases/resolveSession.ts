import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import { sessionRepository } from '../repositories/sessionRepository';
import type { SessionCache } from '../sessions/sessionCache';
import {
  hashSessionToken,
  sessionExpiry,
  SESSION_MAX_AGE_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from '../sessions/sessionTokens';

export type ResolvedSession = RequestContext & { sessionId: string };

/**
 * The context of a session cookie, or null when it is unknown or expired. Extends the session while in use, up
 * to 30 days after the last activity and never past 90 days after sign-in (sessionExpiry).
 */
export async function resolveSession(
  dataSource: DataSource,
  clock: Clock,
  cache: SessionCache,
  token: string,
): Promise<ResolvedSession | null> {
  const tokenHash = hashSessionToken(token);
  const now = clock.now();
  const cached = cache.get(tokenHash, now.getTime());
  if (cached)
    return { organizationId: cached.organizationId, userId: cached.userId, sessionId: cached.sessionId };

  const sessions = sessionRepository(dataSource);
  const session = await sessions.findByTokenHash(tokenHash);
  if (!session) return null;
  // Sessions opened before the 90-day cap existed may hold a later expiresAt: the cap applies to them too.
  const endsAt = Math.min(session.expiresAt.getTime(), session.createdAt.getTime() + SESSION_MAX_AGE_MS);
  if (endsAt <= now.getTime()) {
    await sessions.deleteById(session.id);
    return null;
  }
  let expiresAt = endsAt;
  if (now.getTime() - session.lastActiveAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    const extended = sessionExpiry(session.createdAt, now);
    expiresAt = extended.getTime();
    await sessions.touch(session.id, now, extended);
  }
  const resolved = { organizationId: session.organizationId, userId: session.userId, sessionId: session.id };
  cache.set(tokenHash, { ...resolved, expiresAt }, now.getTime());
  return resolved;
}
