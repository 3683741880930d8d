import crypto from 'node:crypto';

/** A fresh 256-bit secret, URL-safe (share links, signing grants). */
export function newSecretToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What is stored instead of a token or code: its SHA-256, so a leaked table opens nothing. */
export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** A one-time code of six digits, uniformly drawn. */
export function newSigningCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * A six-digit code has only a million values, so its hash is salted with the row it belongs to: the same code on
 * two rows hashes differently, and a table of all million hashes serves for one row only.
 */
export function hashSigningCode(rowId: string, code: string): string {
  return hashSecret(`${rowId}:${code}`);
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
