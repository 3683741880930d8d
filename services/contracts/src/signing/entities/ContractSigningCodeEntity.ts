import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

/** A one-time code mailed to a tenant who opened the share link, and the signing grant its verification gives. */
export type ContractSigningCodeRow = {
  id: string;
  organizationId: string;
  contractId: string;
  shareLinkId: string;
  tenantId: string;
  signerName: string;
  signerEmail: string;
  /** SHA-256 of `<id>:<code>`. */
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  verifiedAt: Date | null;
  /** SHA-256 of the grant token returned on verification; the sign request presents the token. */
  grantHash: string | null;
  grantExpiresAt: Date | null;
  usedAt: Date | null;
  createdAt: Date;
};

export const ContractSigningCodeEntity = new EntitySchema<ContractSigningCodeRow>({
  name: 'ContractSigningCode',
  tableName: 'contract_signing_codes',
  columns: {
    id: { type: 'varchar', length: 36, primary: true },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    contractId: { name: 'contract_id', type: 'varchar', length: 36 },
    shareLinkId: { name: 'share_link_id', type: 'varchar', length: 36 },
    tenantId: { name: 'tenant_id', type: 'varchar', length: 36 },
    signerName: { name: 'signer_name', type: 'varchar', length: 200 },
    signerEmail: { name: 'signer_email', type: 'varchar', length: 254 },
    codeHash: { name: 'code_hash', type: 'varchar', length: 64 },
    expiresAt: { name: 'expires_at', type: 'datetime', precision: 3, transformer: instantColumn },
    attempts: { type: 'int' },
    verifiedAt: {
      name: 'verified_at',
      type: 'datetime',
      precision: 3,
      nullable: true,
      transformer: instantColumn,
    },
    grantHash: { name: 'grant_hash', type: 'varchar', length: 64, nullable: true },
    grantExpiresAt: {
      name: 'grant_expires_at',
      type: 'datetime',
      precision: 3,
      nullable: true,
      transformer: instantColumn,
    },
    usedAt: { name: 'used_at', type: 'datetime', precision: 3, nullable: true, transformer: instantColumn },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
