import { organizationTables } from '@immodesk/platform/database/organizationData';
import { ContractAuditEventEntity } from '../entities/ContractAuditEventEntity';
import { ContractShareLinkEntity } from '../entities/ContractShareLinkEntity';
import { ContractSignatureEntity } from '../entities/ContractSignatureEntity';
import { ContractSigningCodeEntity } from '../entities/ContractSigningCodeEntity';
import { LandlordSignatureEntity } from '../entities/LandlordSignatureEntity';
import { ContractFrozenLeaseEntity } from '../entities/ContractFrozenLeaseEntity';
import type { SigningDeps } from './signingDeps';

/** The signing tables for the data export and the account deletion (hashes never leave); images go with the files. */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([
  { entity: ContractAuditEventEntity },
  { entity: ContractSignatureEntity, omit: ['imageKey'] },
  { entity: ContractSigningCodeEntity, omit: ['codeHash', 'grantHash'] },
  { entity: ContractShareLinkEntity, omit: ['tokenHash'] },
  { entity: LandlordSignatureEntity, omit: ['imageKey'] },
  { entity: ContractFrozenLeaseEntity, omit: ['pdfKey', 'modelKey'] },
]);

/** Removes the stored signature images and frozen leases of the organization; call before deleteOrganizationData (which drops the keys). */
export async function deleteOrganizationSignatureFiles(
  { dataSource, storage }: SigningDeps,
  organizationId: string,
): Promise<void> {
  const keys = [
    ...(await dataSource.getRepository(ContractSignatureEntity).find({ where: { organizationId } })).map(
      (row) => row.imageKey,
    ),
    ...(await dataSource.getRepository(LandlordSignatureEntity).find({ where: { organizationId } })).map(
      (row) => row.imageKey,
    ),
    ...(
      await dataSource.getRepository(ContractFrozenLeaseEntity).find({ where: { organizationId } })
    ).flatMap((row) => [row.pdfKey, row.modelKey]),
  ];
  for (const key of keys) if (key) await storage.delete(key).catch(() => undefined);
}
