import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

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
    id: { type: 'varchar', length: 36, primary: true },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    contractId: { name: 'contract_id', type: 'varchar', length: 36 },
    createdByUserId: { name: 'created_by_user_id', type: 'varchar', length: 36 },
    tokenHash: { name: 'token_hash', type: 'varchar', length: 64 },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
    expiresAt: { name: 'expires_at', type: 'datetime', precision: 3, transformer: instantColumn },
    revokedAt: {
      name: 'revoked_at',
      type: 'datetime',
      precision: 3,
      nullable: true,
      transformer: instantColumn,
    },
  },
});
