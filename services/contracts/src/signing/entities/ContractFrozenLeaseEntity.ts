import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

/** The lease as it was sent: its PDF and model lie in the file storage; a later change of the lease voids the row. */
export type ContractFrozenLeaseRow = {
  id: string;
  organizationId: string;
  contractId: string;
  /** SHA-256 (hex) of the frozen PDF's bytes: what the share page shows and each signature records. */
  sha256: string;
  pdfKey: string;
  modelKey: string;
  frozenAt: Date;
  voidedAt: Date | null;
};

export const ContractFrozenLeaseEntity = new EntitySchema<ContractFrozenLeaseRow>({
  name: 'ContractFrozenLease',
  tableName: 'contract_frozen_leases',
  columns: {
    id: entityColumn.varchar(36, { primary: true }),
    organizationId: entityColumn.organizationId(),
    contractId: entityColumn.varchar(36, { name: 'contract_id' }),
    sha256: entityColumn.varchar(64),
    pdfKey: entityColumn.varchar(200, { name: 'pdf_key' }),
    modelKey: entityColumn.varchar(200, { name: 'model_key' }),
    frozenAt: entityColumn.instant({ name: 'frozen_at' }),
    voidedAt: entityColumn.instant({ name: 'voided_at', nullable: true }),
  },
});
