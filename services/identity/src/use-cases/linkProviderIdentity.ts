import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { SocialProvider } from '../domain/socialProvider';
import { userIdentityRepository } from '../repositories/userIdentityRepository';
import { userRepository } from '../repositories/userRepository';

/**
 * Links a provider identity to the signed-in user (a social sign-in started while signed in). This is how an
 * X account, which gives no e-mail address, gets connected. An identity already linked to someone else stays theirs.
 */
export async function linkProviderIdentity(
  dataSource: DataSource,
  context: RequestContext,
  provider: SocialProvider,
  subject: string,
): Promise<void> {
  const identities = userIdentityRepository(dataSource);
  const linked = await identities.findByProviderSubject(provider, subject);
  if (linked) {
    if (linked.userId === context.userId && linked.organizationId === context.organizationId) return;
    throw new AppError('conflict', { messageKey: 'oauth.errors.identityLinkedElsewhere' });
  }
  const user = await userRepository(dataSource).findUser(context.organizationId, context.userId);
  if (!user) throw new AppError('unauthenticated');
  await identities.insert({
    organizationId: context.organizationId,
    userId: context.userId,
    provider,
    subject,
    emailVerifiedAtLink: user.isEmailVerified,
  });
}
