import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { ContractAuditEventEntity } from './entities/ContractAuditEventEntity';
import { ContractShareLinkEntity } from './entities/ContractShareLinkEntity';
import { ContractSignatureEntity } from './entities/ContractSignatureEntity';
import { ContractSigningCodeEntity } from './entities/ContractSigningCodeEntity';
import { LandlordSignatureEntity } from './entities/LandlordSignatureEntity';
import { ContractFrozenLeaseEntity } from './entities/ContractFrozenLeaseEntity';
import { CreateContractSigning1795999000000 } from './migrations/1795999000000-CreateContractSigning';
import { AddSigningCodeMaxAttempts1799100000000 } from './migrations/1799100000000-AddSigningCodeMaxAttempts';
import { FreezeSentLeases1799200000000 } from './migrations/1799200000000-FreezeSentLeases';

/** Share links, signing codes, signatures and the audit trail; its own migrations table, after the contracts'. */
export const signingDatabaseModule: ServiceDatabaseModule = {
  name: 'contract_signing',
  entities: [
    ContractShareLinkEntity,
    ContractSigningCodeEntity,
    ContractSignatureEntity,
    LandlordSignatureEntity,
    ContractAuditEventEntity,
    ContractFrozenLeaseEntity,
  ],
  migrations: [
    CreateContractSigning1795999000000,
    AddSigningCodeMaxAttempts1799100000000,
    FreezeSentLeases1799200000000,
  ],
};
