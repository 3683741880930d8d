import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { OrganizationEntity } from './entities/OrganizationEntity';
import { SessionEntity } from './entities/SessionEntity';
import { UserEntity } from './entities/UserEntity';
import { CreateIdentityTables1732300100000 } from './migrations/1732300100000-CreateIdentityTables';

export const identityDatabaseModule: ServiceDatabaseModule = {
  name: 'identity',
  entities: [OrganizationEntity, UserEntity, SessionEntity],
  migrations: [CreateIdentityTables1732300100000],
};
