import type { TChangePasswordRequest } from '@immodesk/contracts/user/changePassword.contract';
import { AppError } from '@immodesk/platform/errors';
import { endSessionsOfUser } from '../endSessions';
import type { IdentityDeps } from '../identityDeps';
import { hashPassword, verifyPassword } from '../passwords';
import { identityTokenRepository } from '../repositories/identityTokenRepository';
import { userRepository } from '../repositories/userRepository';
import type { SessionCache } from '../sessionCache';
import { openSession } from '../sessionTokens';
import type { ResolvedSession } from './resolveSession';

/**
 * Changes the password after checking the current one. Every session ends, the current one included, and a new
 * session is opened for this device (rotation on a privilege change); open reset links stop working. Returns
 * the new session's cookie token.
 */
export async function changePassword(
  deps: IdentityDeps,
  cache: SessionCache,
  session: ResolvedSession,
  input: TChangePasswordRequest & { userAgent: string | null },
): Promise<{ token: string }> {
  const users = userRepository(deps.dataSource);
  const user = await users.findUser(session.organizationId, session.userId);
  if (!user) throw new AppError('unauthenticated');
  // An account made through social sign-in has no password to confirm; it sets one through "forgot password".
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('validation_error', { details: { currentPassword: 'validation.currentPasswordIncorrect' } });
  }
  const now = deps.clock.now();
  await users.update(user.organizationId, user.id, { passwordHash: await hashPassword(input.newPassword) });
  await identityTokenRepository(deps.dataSource).voidOpen(user.organizationId, user.id, 'reset_password', now);
  await endSessionsOfUser(deps.dataSource, cache, session);
  const token = await openSession(deps.dataSource, now, session, input.userAgent);
  return { token };
}
