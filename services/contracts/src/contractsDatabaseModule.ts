import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { ContractEntity } from './entities/ContractEntity';
import { ContractTemplateEntity } from './entities/ContractTemplateEntity';
import { ContractTenantEntity } from './entities/ContractTenantEntity';
import { CreateContracts1732900000000 } from './migrations/1732900000000-CreateContracts';
import { AddContractDocuments1732900000001 } from './migrations/1732900000001-AddContractDocuments';
import { AddContractRegistration1798000000000 } from './migrations/1798000000000-AddContractRegistration';

export const contractsDatabaseModule: ServiceDatabaseModule = {
  name: 'contracts',
  entities: [ContractEntity, ContractTenantEntity, ContractTemplateEntity],
  migrations: [
    CreateContracts1732900000000,
    AddContractDocuments1732900000001,
    AddContractRegistration1798000000000,
  ],
};
