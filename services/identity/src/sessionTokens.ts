import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { sessionRepository } from './repositories/sessionRepository';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Last-activity is written at most this often, so a page full of requests costs one write, not dozens. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Opens a new session for a user and returns its cookie token (login, and rotation on privilege changes). */
export async function openSession(
  dataSource: DataSource,
  now: Date,
  user: { organizationId: string; userId: string },
  userAgent: string | null,
): Promise<string> {
  const token = newSessionToken();
  await sessionRepository(dataSource).insert({
    tokenHash: hashSessionToken(token),
    organizationId: user.organizationId,
    userId: user.userId,
    userAgent: userAgent?.slice(0, 500) ?? null,
    lastActiveAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}
