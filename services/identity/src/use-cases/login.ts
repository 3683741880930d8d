import { AppError } from '@immodesk/platform/errors';
import type { LoginFailureReason } from '../entities/LoginAttemptEntity';
import type { IdentityDeps } from '../identityDeps';
import { decoyPasswordHash, verifyPassword } from '../domain/passwords';
import { userRepository } from '../repositories/userRepository';
import {
  openSignedInSession,
  recordFailedSignIn,
  type SignedIn,
  type SignInClient,
} from '../sign-in/signInOutcome';
import { signInLockedError, signInLockout } from '../sign-in/signInLockout';
import { acceptSecondFactor } from '../sign-in/twoFactorCheck';

export type LoginInput = SignInClient & {
  email: string;
  password: string;
  /** With two-factor on: a current authenticator code, or instead one of the recovery codes. */
  totpCode?: string | undefined;
  recoveryCode?: string | undefined;
};

/**
 * Checks the password and opens a new session; the returned token goes into the session cookie. An address
 * without an account goes through the same steps (lockout, one argon2 verification against a decoy hash, the
 * failure counted) and gets the same answers, so nothing tells which addresses have accounts. After 5 failures
 * from one client address for one e-mail address, that pair is locked with a growing delay (lockout.ts), during
 * which even the right password is refused; other client addresses (the owner's) are not affected.
 */
export async function login(deps: IdentityDeps, input: LoginInput): Promise<SignedIn> {
  const email = input.email.trim().toLowerCase();
  const client = { ip: input.ip, userAgent: input.userAgent };
  const user = await userRepository(deps.dataSource).findByEmail(email);
  const fail = async (reason: LoginFailureReason, error: AppError): Promise<never> => {
    await recordFailedSignIn(deps, { email, user, reason }, client);
    throw error;
  };

  if (await signInLockout(deps.dataSource).isLocked({ email, ip: input.ip }, deps.clock.now()))
    return fail('locked', signInLockedError());
  const isValid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !user.passwordHash || !isValid) return fail('password', new AppError('invalid_credentials'));
  // Only after the right password: an unverified account is not revealed to someone guessing addresses.
  if (!user.isEmailVerified) return fail('unverified', new AppError('email_not_verified'));
  if (user.twoFactorEnabled) {
    if (!input.totpCode && !input.recoveryCode) throw new AppError('totp_required');
    if (!(await acceptSecondFactor(deps, user, input)))
      return fail('totp', new AppError('invalid_credentials'));
  }
  return openSignedInSession(deps, user, client);
}
