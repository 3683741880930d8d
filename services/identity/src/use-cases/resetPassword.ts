import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { voidPendingEmailChange } from '../tokens/emailChange';
import { endSessionsOfUser } from '../sessions/endSessions';
import type { IdentityDeps } from '../identityDeps';
import { consumeToken } from '../tokens/identityTokens';
import { hashPassword } from '../domain/passwords';
import { identityTokenRepository } from '../repositories/identityTokenRepository';
import { userIdentityRepository } from '../repositories/userIdentityRepository';
import { userRepository } from '../repositories/userRepository';
import type { SessionCache } from '../sessions/sessionCache';
import { startTrialOnceVerified } from './startTrialOnceVerified';

/**
 * Sets a new password from a mailed reset link. The link works once and for one hour; every session of the
 * account ends (whoever knew the old password is out), other open reset links and a pending change of e-mail
 * address are voided. Opening the link proves the mailbox, so an unverified address becomes verified, and every
 * provider link made before the address was verified is removed (it may be someone else's: account pre-hijacking
 * through social sign-in).
 */
export async function resetPassword(
  deps: IdentityDeps,
  cache: SessionCache,
  input: { token: string; password: string },
): Promise<RequestContext> {
  const invalid = new AppError('business_rule', { messageKey: 'errors.invalidResetLink' });
  const now = deps.clock.now();
  const token = await consumeToken(deps.dataSource, input.token, ['reset_password'], now);
  if (!token) throw invalid;
  const users = userRepository(deps.dataSource);
  const user = await users.findUser(token.organizationId, token.userId);
  if (!user || user.email !== token.email) throw invalid;
  await users.update(user.organizationId, user.id, {
    passwordHash: await hashPassword(input.password),
    isEmailVerified: true,
  });
  await startTrialOnceVerified(deps, user);
  await identityTokenRepository(deps.dataSource).voidOpen(
    user.organizationId,
    user.id,
    'reset_password',
    now,
  );
  await userIdentityRepository(deps.dataSource).deleteLinkedBeforeVerification(user.organizationId, user.id);
  await voidPendingEmailChange(deps.dataSource, user, now);
  const context = { organizationId: user.organizationId, userId: user.id };
  await endSessionsOfUser(deps.dataSource, cache, context);
  return context;
}
