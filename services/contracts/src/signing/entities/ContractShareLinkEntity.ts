import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

export type ContractShareLinkRow = {
  id: string;
  organizationId: string;
  contractId: string;
  /** The landlord who shared it: the public signing flow acts for them. */
  createdByUserId: string;
  /** SHA-256 of the 256-bit token in the link; the token itself is never stored. */
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
};

export const ContractShareLinkEntity = new EntitySchema<ContractShareLinkRow>({
  name: 'ContractShareLink',
  tableName: 'contract_share_links',
  columns: {
    id: entityColumn.varchar(36, { primary: true }),
    organizationId: entityColumn.organizationId(),
    contractId: entityColumn.varchar(36, { name: 'contract_id' }),
    createdByUserId: entityColumn.varchar(36, { name: 'created_by_user_id' }),
    tokenHash: entityColumn.varchar(64, { name: 'token_hash' }),
    createdAt: entityColumn.instant({ name: 'created_at' }),
    expiresAt: entityColumn.instant({ name: 'expires_at' }),
    revokedAt: entityColumn.instant({ name: 'revoked_at', nullable: true }),
  },
});
