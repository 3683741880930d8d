import { AppError } from '@immodesk/platform/errors';
import type { IdentityDeps } from '../identityDeps';
import { consumeToken } from '../tokens/identityTokens';
import { userIdentityRepository } from '../repositories/userIdentityRepository';
import { userRepository } from '../repositories/userRepository';
import { startTrialOnceVerified } from './startTrialOnceVerified';

/**
 * Confirms an address from its mailed link: the sign-up address (the account becomes verified) or a new
 * address from a profile change (it replaces the old one). A link works once and for 48 hours. The address
 * owner opening it also removes every provider link made before the address was verified.
 */
export async function verifyEmail(deps: IdentityDeps, input: { token: string }): Promise<{ email: string }> {
  const invalid = new AppError('business_rule', { messageKey: 'errors.invalidVerificationLink' });
  const token = await consumeToken(
    deps.dataSource,
    input.token,
    ['verify_email', 'change_email'],
    deps.clock.now(),
  );
  if (!token) throw invalid;
  const users = userRepository(deps.dataSource);
  const user = await users.findInOrganization(token.organizationId, token.userId);
  if (!user) throw invalid;
  if (token.purpose === 'verify_email') {
    if (user.email !== token.email) throw invalid;
    await users.update(user.organizationId, user.id, { isEmailVerified: true });
    await startTrialOnceVerified(deps, user);
    await userIdentityRepository(deps.dataSource).deleteLinkedBeforeVerification(
      user.organizationId,
      user.id,
    );
    return { email: user.email };
  }
  if (user.pendingEmail !== token.email) throw invalid;
  const owner = await users.findByEmail(token.email);
  if (owner && owner.id !== user.id) throw new AppError('conflict', { messageKey: 'errors.emailTaken' });
  await users.update(user.organizationId, user.id, {
    email: token.email,
    pendingEmail: null,
    isEmailVerified: true,
  });
  await startTrialOnceVerified(deps, user);
  await userIdentityRepository(deps.dataSource).deleteLinkedBeforeVerification(user.organizationId, user.id);
  return { email: token.email };
}
