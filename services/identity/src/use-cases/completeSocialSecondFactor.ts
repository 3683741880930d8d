import { AppError } from '@immodesk/platform/errors';
import type { LoginFailureReason } from '../entities/LoginAttemptEntity';
import type { IdentityDeps } from '../identityDeps';
import { hashToken } from '../identityTokens';
import { lockedUntil, LOCKOUT_WINDOW_MS } from '../lockout';
import { identityTokenRepository } from '../repositories/identityTokenRepository';
import { loginHistoryRepository } from '../repositories/loginHistoryRepository';
import { userRepository } from '../repositories/userRepository';
import { openSession } from '../sessionTokens';
import { acceptSecondFactor, splitSecondFactorCode } from '../twoFactorCheck';

export type CompleteSocialSecondFactorInput = {
  /** The pending-login token from the httpOnly cookie the provider callback set. */
  pendingLoginToken: string;
  /** A current authenticator code, or one of the recovery codes. */
  code: string;
  userAgent: string | null;
  ip: string | null;
};

const expired = () => new AppError('unauthenticated', { messageKey: 'errors.secondFactorSignInExpired' });

/**
 * The second step of a social sign-in for an account with two-factor on. Like the password login's code step:
 * a wrong code is recorded and counts toward the lockout (10 failures in 15 minutes), a locked account is
 * refused even with the right code, and success is recorded in the login history and opens a new session.
 * The pending login works once and for 5 minutes; a wrong code does not use it up.
 */
export async function completeSocialSecondFactor(deps: IdentityDeps, input: CompleteSocialSecondFactorInput) {
  const now = deps.clock.now();
  const tokens = identityTokenRepository(deps.dataSource);
  const pending = await tokens.findUnusedByHash(hashToken(input.pendingLoginToken), ['oauth_second_factor']);
  if (!pending || pending.expiresAt.getTime() <= now.getTime()) throw expired();
  const user = await userRepository(deps.dataSource).findUser(pending.organizationId, pending.userId);
  // Two-factor turned off meanwhile: starting over signs in without a code.
  if (!user?.twoFactorEnabled) throw expired();

  const history = loginHistoryRepository(deps.dataSource);
  const record = (success: boolean, reason: LoginFailureReason | null) =>
    history.insert({ organizationId: user.organizationId, userId: user.id, ip: input.ip?.slice(0, 45) ?? null, userAgent: input.userAgent?.slice(0, 500) ?? null, success, reason, createdAt: now });

  if (lockedUntil(await history.countedFailuresSince(user.organizationId, user.id, new Date(now.getTime() - 2 * LOCKOUT_WINDOW_MS)), now)) {
    await record(false, 'locked');
    throw new AppError('rate_limited', { messageKey: 'errors.accountLocked' });
  }
  if (!(await acceptSecondFactor(deps, user, splitSecondFactorCode(input.code)))) {
    await record(false, 'totp');
    throw new AppError('invalid_credentials', { messageKey: 'errors.invalidSecondFactor' });
  }
  // The conditional update settles a race between two requests with the same pending login.
  if (!(await tokens.markUsed(pending.organizationId, pending.id, now))) throw expired();
  await record(true, null);
  const context = { organizationId: user.organizationId, userId: user.id };
  const token = await openSession(deps.dataSource, now, context, input.userAgent);
  return { token, context };
}
