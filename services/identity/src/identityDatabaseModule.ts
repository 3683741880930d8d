import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { OAuthStateEntity } from './entities/OAuthStateEntity';
import { OrganizationEntity } from './entities/OrganizationEntity';
import { SessionEntity } from './entities/SessionEntity';
import { UserEntity } from './entities/UserEntity';
import { UserIdentityEntity } from './entities/UserIdentityEntity';
import { CreateIdentityTables1732300100000 } from './migrations/1732300100000-CreateIdentityTables';
import { CreateUserIdentities1732300900000 } from './migrations/1732300900000-CreateUserIdentities';
import { CreateOAuthStates1732300900100 } from './migrations/1732300900100-CreateOAuthStates';

export const identityDatabaseModule: ServiceDatabaseModule = {
  name: 'identity',
  entities: [OrganizationEntity, UserEntity, SessionEntity, UserIdentityEntity, OAuthStateEntity],
  migrations: [CreateIdentityTables1732300100000, CreateUserIdentities1732300900000, CreateOAuthStates1732300900100],
};
