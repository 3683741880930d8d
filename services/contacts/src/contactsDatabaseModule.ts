import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { ContractorEntity } from './entities/ContractorEntity';
import { TenantEntity } from './entities/TenantEntity';
import { CreateTenants1732300300000 } from './migrations/1732300300000-CreateTenants';
import { CreateContractors1732300300001 } from './migrations/1732300300001-CreateContractors';
import { AddTenantNotes1732300300002 } from './migrations/1732300300002-AddTenantNotes';
import { AddTenantIdentity1800400000000 } from './migrations/1800400000000-AddTenantIdentity';

export const contactsDatabaseModule: ServiceDatabaseModule = {
  name: 'contacts',
  entities: [TenantEntity, ContractorEntity],
  migrations: [
    CreateTenants1732300300000,
    CreateContractors1732300300001,
    AddTenantNotes1732300300002,
    AddTenantIdentity1800400000000,
  ],
};
