import type { RequestContext } from '@immodesk/platform/context';
import { deviceName } from '../domain/deviceName';
import type { LoginFailureReason } from '../entities/LoginAttemptEntity';
import type { IdentityDeps } from '../identityDeps';
import { issueToken } from '../tokens/identityTokens';
import { loginHistoryRepository } from '../repositories/loginHistoryRepository';
import { openSession } from '../sessions/sessionTokens';
import { signInLockout } from './signInLockout';

/** The client of a sign-in, as the BFF sees it. */
export type SignInClient = { ip: string | null; userAgent: string | null };
type SignInUser = { id: string; organizationId: string; email: string };

export type SignedIn = {
  token: string;
  context: RequestContext;
  /** The device, when it differs from those of the user's recent sign-ins (null for the first sign-in ever). */
  newDevice: string | null;
  /** True when this sign-in created the account (a first sign-in with a provider): the BFF welcomes it. */
  isNewAccount: boolean;
};

/**
 * The end of a sign-in without password (a provider, a mailed link): a session, or, for an account with
 * two-factor on, a pending login (a random token for an httpOnly cookie, single use and valid 5 minutes) that
 * completeSocialSecondFactor turns into a session with a code.
 */
export type PasswordlessSignIn =
  (SignedIn & { status: 'signed_in' }) | { status: 'second_factor_required'; pendingLoginToken: string };

function historyRow(user: SignInUser, client: SignInClient, now: Date) {
  return {
    organizationId: user.organizationId,
    userId: user.id,
    ip: client.ip?.slice(0, 45) ?? null,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
  };
}

/**
 * A failed sign-in step: counts toward the lockout of (address, client address) — also for an address without an
 * account — and, for an account, goes into its login history. `locked` and `unverified` are only recorded.
 */
export async function recordFailedSignIn(
  deps: IdentityDeps,
  attempt: { email: string; user: SignInUser | null; reason: LoginFailureReason },
  client: SignInClient,
): Promise<void> {
  const now = deps.clock.now();
  if (attempt.reason === 'password' || attempt.reason === 'totp')
    await signInLockout(deps.dataSource).recordFailure({ email: attempt.email, ip: client.ip }, now);
  if (attempt.user)
    await loginHistoryRepository(deps.dataSource).insert({
      ...historyRow(attempt.user, client, now),
      success: false,
      reason: attempt.reason,
    });
}

/** A user who has proved who they are: recorded, their lockout from this client lifted, and a new session opened. */
export async function openSignedInSession(
  deps: IdentityDeps,
  user: SignInUser,
  client: SignInClient,
): Promise<SignedIn> {
  const now = deps.clock.now();
  const history = loginHistoryRepository(deps.dataSource);
  const earlierDevices = (await history.recentSuccessfulUserAgents(user.organizationId, user.id, 50)).map(
    deviceName,
  );
  await history.insert({ ...historyRow(user, client, now), success: true, reason: null });
  await signInLockout(deps.dataSource).clear({ email: user.email, ip: client.ip });
  const context = { organizationId: user.organizationId, userId: user.id };
  const token = await openSession(deps.dataSource, now, context, client.userAgent);
  // The very first sign-in is no news; a device unlike those of the recent sign-ins is (the BFF tells the owner).
  const device = deviceName(client.userAgent);
  const newDevice = earlierDevices.length > 0 && !earlierDevices.includes(device) ? device : null;
  return { token, context, newDevice, isNewAccount: false };
}

/** Opens a session, or waits for the code when two-factor is on: the password-less proof stands in for the password only. */
export async function finishPasswordlessSignIn(
  deps: IdentityDeps,
  user: SignInUser & { twoFactorEnabled: boolean },
  client: SignInClient,
): Promise<PasswordlessSignIn> {
  if (!user.twoFactorEnabled)
    return { ...(await openSignedInSession(deps, user, client)), status: 'signed_in' };
  const pendingLoginToken = await issueToken(deps.dataSource, {
    organizationId: user.organizationId,
    userId: user.id,
    purpose: 'oauth_second_factor',
    email: user.email,
    now: deps.clock.now(),
  });
  return { status: 'second_factor_required', pendingLoginToken };
}
