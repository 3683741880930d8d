import { AppError } from '@immodesk/platform/errors';
import type { IdentityDeps } from '../identityDeps';
import { hashToken } from '../tokens/identityTokens';
import { identityTokenRepository } from '../repositories/identityTokenRepository';
import { userRepository } from '../repositories/userRepository';
import {
  openSignedInSession,
  recordFailedSignIn,
  type SignedIn,
  type SignInClient,
} from '../sign-in/signInOutcome';
import { signInLockedError, signInLockout } from '../sign-in/signInLockout';
import { acceptSecondFactor, splitSecondFactorCode } from '../sign-in/twoFactorCheck';

export type CompleteSocialSecondFactorInput = SignInClient & {
  /** The pending-login token from the httpOnly cookie set after the provider (or a mailed sign-in link). */
  pendingLoginToken: string;
  /** A current authenticator code, or one of the recovery codes. */
  code: string;
};

const expired = () => new AppError('unauthenticated', { messageKey: 'errors.secondFactorSignInExpired' });

/**
 * The second step of a sign-in without password (a provider, or a mailed sign-in link) for an account with
 * two-factor on. Like the password login's code step: a wrong code is recorded and counts toward the lockout of
 * this client address, a locked pair is refused even with the right code, and success is recorded in the login
 * history and opens a new session. The pending login works once and for 5 minutes; a wrong code does not use it up.
 */
export async function completeSocialSecondFactor(
  deps: IdentityDeps,
  input: CompleteSocialSecondFactorInput,
): Promise<SignedIn> {
  const now = deps.clock.now();
  const tokens = identityTokenRepository(deps.dataSource);
  const pending = await tokens.findUnusedByHash(hashToken(input.pendingLoginToken), ['oauth_second_factor']);
  if (!pending || pending.expiresAt.getTime() <= now.getTime()) throw expired();
  const user = await userRepository(deps.dataSource).findUser(pending.organizationId, pending.userId);
  // Two-factor turned off meanwhile: starting over signs in without a code.
  if (!user?.twoFactorEnabled) throw expired();

  const client = { ip: input.ip, userAgent: input.userAgent };
  if (await signInLockout(deps.dataSource).isLocked({ email: user.email, ip: input.ip }, now)) {
    await recordFailedSignIn(deps, { email: user.email, user, reason: 'locked' }, client);
    throw signInLockedError();
  }
  if (!(await acceptSecondFactor(deps, user, splitSecondFactorCode(input.code)))) {
    await recordFailedSignIn(deps, { email: user.email, user, reason: 'totp' }, client);
    throw new AppError('invalid_credentials', { messageKey: 'errors.invalidSecondFactor' });
  }
  // The conditional update settles a race between two requests with the same pending login.
  if (!(await tokens.markUsed(pending.organizationId, pending.id, now))) throw expired();
  return openSignedInSession(deps, user, client);
}
