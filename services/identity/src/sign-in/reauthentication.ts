import crypto from 'node:crypto';
import { AppError } from '@immodesk/platform/errors';
import type { ReauthenticationProof } from '../domain/reauthentication';
import type { UserRow } from '../entities/UserEntity';
import type { IdentityDeps } from '../identityDeps';
import { TOKEN_LIFETIME_MS } from '../tokens/identityTokens';
import { verifyPassword } from '../domain/passwords';
import { identityTokenRepository } from '../repositories/identityTokenRepository';
import { recordFailedSignIn } from './signInOutcome';
import { signInLockedError, signInLockout } from './signInLockout';

/** Who asks for a sensitive change: recorded with a failed proof, like a failed login. */
export type ClientInfo = { ip: string | null; userAgent: string | null };

/**
 * A keyed hash of the user and the code: six digits are too few for a plain SHA-256 at rest (a copy of the
 * database would give them away at once), and the user id keeps two users' equal codes apart.
 */
function hashReauthenticationCode(encryptionKey: Buffer, userId: string, code: string): string {
  const key = Buffer.from(
    crypto.hkdfSync('sha256', encryptionKey, 'immodesk-identity', 'reauthentication-code-hashing', 32),
  );
  return crypto
    .createHmac('sha256', key)
    .update(`${userId}:${code.replace(/\s+/g, '')}`)
    .digest('hex');
}

/** A new code for the user, replacing any older one; only its keyed hash is stored, for 10 minutes. */
export async function issueReauthenticationCode(
  deps: IdentityDeps,
  user: UserRow,
  now: Date,
): Promise<string> {
  const tokens = identityTokenRepository(deps.dataSource);
  const length = deps.rules.reauthenticationCodeLength;
  const code = String(crypto.randomInt(0, 10 ** length)).padStart(length, '0');
  await tokens.deleteForUser(user.organizationId, user.id, 'reauthentication');
  await tokens.insert({
    organizationId: user.organizationId,
    userId: user.id,
    purpose: 'reauthentication',
    email: user.email,
    tokenHash: hashReauthenticationCode(deps.encryptionKey, user.id, code),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS.reauthentication),
  });
  return code;
}

/** Uses the user's open code once; any wrong guess voids it too, so a code can be guessed at most once. */
async function consumeReauthenticationCode(
  deps: IdentityDeps,
  user: UserRow,
  code: string,
  now: Date,
): Promise<boolean> {
  const tokens = identityTokenRepository(deps.dataSource);
  const row = await tokens.findUnusedByHash(hashReauthenticationCode(deps.encryptionKey, user.id, code), [
    'reauthentication',
  ]);
  const isValid =
    row !== null &&
    row.userId === user.id &&
    row.expiresAt.getTime() > now.getTime() &&
    (await tokens.markUsed(row.organizationId, row.id, now));
  if (!isValid) await tokens.voidOpen(user.organizationId, user.id, 'reauthentication', now);
  return isValid;
}

/**
 * The lockout's side of re-authentication, in one place: the same lockout as the login, per account address and
 * client address. A locked pair is refused like at the login, and a failed proof counts as a failed password.
 */
const reauthenticationLockout = {
  async refuseWhenLocked(deps: IdentityDeps, user: UserRow, client: ClientInfo, now: Date): Promise<void> {
    if (await signInLockout(deps.dataSource).isLocked({ email: user.email, ip: client.ip }, now))
      throw signInLockedError();
  },
  async recordFailure(deps: IdentityDeps, user: UserRow, client: ClientInfo): Promise<void> {
    await recordFailedSignIn(deps, { email: user.email, user, reason: 'password' }, client);
  },
};

/**
 * Proves that whoever holds this session is the account owner before a sensitive change (e-mail, password,
 * two-factor, deletion): the current password, or for an account without one a code mailed to the account
 * address. A missing or wrong proof is 403 `reauthentication_required` and counts toward the login lockout.
 */
export async function confirmReauthentication(
  deps: IdentityDeps,
  user: UserRow,
  proof: ReauthenticationProof,
  client: ClientInfo,
): Promise<void> {
  const now = deps.clock.now();
  await reauthenticationLockout.refuseWhenLocked(deps, user, client, now);
  const isConfirmed = user.passwordHash
    ? Boolean(proof.currentPassword) && (await verifyPassword(user.passwordHash, proof.currentPassword ?? ''))
    : Boolean(proof.reauthenticationCode) &&
      (await consumeReauthenticationCode(deps, user, proof.reauthenticationCode ?? '', now));
  if (isConfirmed) return;
  await reauthenticationLockout.recordFailure(deps, user, client);
  throw new AppError('reauthentication_required', {
    messageKey: user.passwordHash
      ? 'errors.reauthenticationPasswordRequired'
      : 'errors.reauthenticationCodeRequired',
  });
}
