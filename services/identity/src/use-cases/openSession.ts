import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import { sessionRepository } from '../repositories/sessionRepository';
import { hashSessionToken, newSessionToken, SESSION_LIFETIME_MS } from '../sessionTokens';

export type OpenedSession = { token: string; context: RequestContext };

/** Opens a new session for a user who has just proved who they are; the token goes into the session cookie. */
export async function openSession(
  dataSource: DataSource,
  clock: Clock,
  user: { id: string; organizationId: string },
  userAgent: string | null,
): Promise<OpenedSession> {
  const token = newSessionToken();
  const now = clock.now();
  await sessionRepository(dataSource).insert({
    tokenHash: hashSessionToken(token),
    organizationId: user.organizationId,
    userId: user.id,
    userAgent: userAgent?.slice(0, 500) ?? null,
    lastActiveAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return { token, context: { organizationId: user.organizationId, userId: user.id } };
}
