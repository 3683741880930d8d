import type { DataSource, EntityManager } from 'typeorm';
import type { SocialProvider } from '../domain/socialProvider';
import { UserIdentityEntity, type UserIdentityRow } from '../entities/UserIdentityEntity';

export function userIdentityRepository(source: DataSource | EntityManager) {
  const identities = source.getRepository(UserIdentityEntity);
  return {
    findByProviderSubject: (provider: SocialProvider, subject: string) =>
      identities.findOne({ where: { provider, subject } }),
    insert: (identity: Omit<UserIdentityRow, 'id' | 'createdAt'>) =>
      identities.save(identities.create(identity)),
    listForUser: (organizationId: string, userId: string) =>
      identities.find({ where: { organizationId, userId }, order: { createdAt: 'ASC', id: 'ASC' } }),
    findForUser: (organizationId: string, userId: string, id: string) =>
      identities.findOne({ where: { organizationId, userId, id } }),
    deleteForUser: (organizationId: string, userId: string, id: string) =>
      identities.delete({ organizationId, userId, id }),
    /** Removes the links made while the account's address was not verified (they may be someone else's). */
    async deleteLinkedBeforeVerification(organizationId: string, userId: string): Promise<void> {
      await identities.delete({ organizationId, userId, emailVerifiedAtLink: false });
    },
  };
}
