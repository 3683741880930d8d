import crypto from 'node:crypto';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Last-activity is written at most this often, so a page full of requests costs one write, not dozens. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
