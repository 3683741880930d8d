import { AppError } from '@immodesk/platform/errors';
import type { LoginFailureReason } from '../entities/LoginAttemptEntity';
import { deviceName } from '../deviceName';
import type { IdentityDeps } from '../identityDeps';
import { lockedUntil, LOCKOUT_WINDOW_MS } from '../lockout';
import { decoyPasswordHash, verifyPassword } from '../passwords';
import { loginHistoryRepository } from '../repositories/loginHistoryRepository';
import { userRepository } from '../repositories/userRepository';
import { openSession } from '../sessionTokens';
import { acceptSecondFactor } from '../twoFactorCheck';

export type LoginInput = {
  email: string;
  password: string;
  /** With two-factor on: a current authenticator code, or instead one of the recovery codes. */
  totpCode?: string | undefined;
  recoveryCode?: string | undefined;
  userAgent: string | null;
  ip: string | null;
};

/**
 * Checks the password and opens a new session; the returned token goes into the session cookie. Every attempt
 * on a known account is recorded; 10 failures within 15 minutes lock the account for 15 minutes, during
 * which even the right password is refused. `newDevice` names the device when it differs from those of the
 * user's recent successful sign-ins (null for the first sign-in ever).
 */
export async function login(deps: IdentityDeps, input: LoginInput) {
  const now = deps.clock.now();
  const user = await userRepository(deps.dataSource).findByEmail(input.email.trim().toLowerCase());
  const history = loginHistoryRepository(deps.dataSource);
  const record = (success: boolean, reason: LoginFailureReason | null) =>
    user
      ? history.insert({ organizationId: user.organizationId, userId: user.id, ip: input.ip?.slice(0, 45) ?? null, userAgent: input.userAgent?.slice(0, 500) ?? null, success, reason, createdAt: now })
      : Promise.resolve();

  if (user && lockedUntil(await history.countedFailuresSince(user.organizationId, user.id, new Date(now.getTime() - 2 * LOCKOUT_WINDOW_MS)), now)) {
    await record(false, 'locked');
    throw new AppError('rate_limited', { messageKey: 'errors.accountLocked' });
  }
  // Always one argon2 verification, so the answer time does not reveal whether the address has an account.
  const isValid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !user.passwordHash || !isValid) {
    await record(false, 'password');
    throw new AppError('invalid_credentials');
  }
  // Only after the right password: an unverified account is not revealed to someone guessing addresses.
  if (!user.isEmailVerified) {
    await record(false, 'unverified');
    throw new AppError('email_not_verified');
  }
  if (user.twoFactorEnabled) {
    if (!input.totpCode && !input.recoveryCode) throw new AppError('totp_required');
    if (!(await acceptSecondFactor(deps, user, input))) {
      await record(false, 'totp');
      throw new AppError('invalid_credentials');
    }
  }
  const device = deviceName(input.userAgent);
  const earlierDevices = (await history.recentSuccessfulUserAgents(user.organizationId, user.id, 50)).map(deviceName);
  await record(true, null);
  const context = { organizationId: user.organizationId, userId: user.id };
  const token = await openSession(deps.dataSource, now, context, input.userAgent);
  // The very first sign-in is no news; a device unlike those of the recent sign-ins is (the BFF tells the owner).
  const newDevice = earlierDevices.length > 0 && !earlierDevices.includes(device) ? device : null;
  return { token, context, newDevice };
}
