import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { IdentityTokenPurpose } from '../entities/IdentityTokenEntity';
import { identityTokenRepository } from '../repositories/identityTokenRepository';

export const TOKEN_LIFETIME_MS: Record<IdentityTokenPurpose, number> = {
  verify_email: 48 * 60 * 60 * 1000,
  change_email: 48 * 60 * 60 * 1000,
  cancel_email_change: 7 * 24 * 60 * 60 * 1000,
  reauthentication: 10 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  oauth_second_factor: 5 * 60 * 1000,
  login_link: 15 * 60 * 1000,
};

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A new random 32-byte token for a mailed link (or a pending social sign-in); only its SHA-256 is stored. */
export async function issueToken(
  dataSource: DataSource,
  input: { organizationId: string; userId: string; purpose: IdentityTokenPurpose; email: string; now: Date },
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await identityTokenRepository(dataSource).insert({
    organizationId: input.organizationId,
    userId: input.userId,
    purpose: input.purpose,
    email: input.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(input.now.getTime() + TOKEN_LIFETIME_MS[input.purpose]),
  });
  return token;
}

/** Uses a mailed token once: the row when it is known, unused, unexpired and of one of the purposes; else null. */
export async function consumeToken(
  dataSource: DataSource,
  token: string,
  purposes: IdentityTokenPurpose[],
  now: Date,
) {
  const tokens = identityTokenRepository(dataSource);
  const row = await tokens.findUnusedByHash(hashToken(token), purposes);
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return (await tokens.markUsed(row.organizationId, row.id, now)) ? row : null;
}
