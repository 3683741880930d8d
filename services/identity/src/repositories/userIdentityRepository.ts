import type { DataSource, EntityManager } from 'typeorm';
import type { TSocialProvider } from '@immodesk/contracts/auth/providers.contract';
import { UserIdentityEntity, type UserIdentityRow } from '../entities/UserIdentityEntity';

export function userIdentityRepository(source: DataSource | EntityManager) {
  const identities = source.getRepository(UserIdentityEntity);
  return {
    findByProviderSubject: (provider: TSocialProvider, subject: string) => identities.findOne({ where: { provider, subject } }),
    insert: (identity: Omit<UserIdentityRow, 'id' | 'createdAt'>) => identities.save(identities.create(identity)),
  };
}
