import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

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
  /** Tries counted so far, each claimed by one guarded statement before the code is compared. */
  attempts: number;
  /** Tries this code allows: SIGNING_CODE_MAX_ATTEMPTS, or what is left of the link's lifetime limit for the address. */
  maxAttempts: number;
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
    id: entityColumn.varchar(36, { primary: true }),
    organizationId: entityColumn.organizationId(),
    contractId: entityColumn.varchar(36, { name: 'contract_id' }),
    shareLinkId: entityColumn.varchar(36, { name: 'share_link_id' }),
    tenantId: entityColumn.varchar(36, { name: 'tenant_id' }),
    signerName: entityColumn.varchar(200, { name: 'signer_name' }),
    signerEmail: entityColumn.varchar(254, { name: 'signer_email' }),
    codeHash: entityColumn.varchar(64, { name: 'code_hash' }),
    expiresAt: entityColumn.instant({ name: 'expires_at' }),
    attempts: entityColumn.int(),
    maxAttempts: entityColumn.int({ name: 'max_attempts', default: 5 }),
    verifiedAt: entityColumn.instant({ name: 'verified_at', nullable: true }),
    grantHash: entityColumn.varchar(64, { name: 'grant_hash', nullable: true }),
    grantExpiresAt: entityColumn.instant({ name: 'grant_expires_at', nullable: true }),
    usedAt: entityColumn.instant({ name: 'used_at', nullable: true }),
    createdAt: entityColumn.instant({ name: 'created_at' }),
  },
});
