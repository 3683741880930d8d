import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { userIdentityRepository } from '../repositories/userIdentityRepository';
import { userRepository } from '../repositories/userRepository';

/**
 * Removes one provider link of the signed-in user (another user's link is not found). The last way to sign in
 * is never removed: an account without a password keeps at least one provider.
 */
export async function unlinkIdentity(
  dataSource: DataSource,
  context: RequestContext,
  identityId: string,
): Promise<void> {
  const identities = userIdentityRepository(dataSource);
  const identity = await identities.findForUser(context.organizationId, context.userId, identityId);
  if (!identity) throw AppError.notFound('identity');
  const user = await userRepository(dataSource).findUser(context.organizationId, context.userId);
  if (!user) throw new AppError('unauthenticated');
  if (
    !user.passwordHash &&
    (await identities.listForUser(context.organizationId, context.userId)).length <= 1
  ) {
    throw new AppError('business_rule', { messageKey: 'errors.lastSignInMethod' });
  }
  await identities.deleteForUser(context.organizationId, context.userId, identityId);
}
