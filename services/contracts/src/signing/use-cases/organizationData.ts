import { organizationTables } from '@immodesk/platform/database/organizationData';
import { ContractAuditEventEntity } from '../entities/ContractAuditEventEntity';
import { ContractShareLinkEntity } from '../entities/ContractShareLinkEntity';
import { ContractSignatureEntity } from '../entities/ContractSignatureEntity';
import { ContractSigningCodeEntity } from '../entities/ContractSigningCodeEntity';
import { LandlordSignatureEntity } from '../entities/LandlordSignatureEntity';

/** The signing tables for the data export and the account deletion (hashes never leave); images go with the files. */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([
  { entity: ContractAuditEventEntity },
  { entity: ContractSignatureEntity, omit: ['imageKey'] },
  { entity: ContractSigningCodeEntity, omit: ['codeHash', 'grantHash'] },
  { entity: ContractShareLinkEntity, omit: ['tokenHash'] },
  { entity: LandlordSignatureEntity, omit: ['imageKey'] },
]);
