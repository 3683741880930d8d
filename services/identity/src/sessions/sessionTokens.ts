import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { sessionRepository } from '../repositories/sessionRepository';

/** A session ends after 30 days without activity… */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** …and 90 days after it was opened, however active. */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/** When a session used at `now` expires: 30 days on, but never past 90 days after it was opened. */
export function sessionExpiry(openedAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_LIFETIME_MS, openedAt.getTime() + SESSION_MAX_AGE_MS));
}
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
    createdAt: now,
    lastActiveAt: now,
    expiresAt: sessionExpiry(now, now),
  });
  return token;
}
