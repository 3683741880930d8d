import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

/**
 * An account a contract's rent came from, learned from a confirmed match (by structured reference or assigned by
 * hand): the next transfer from it with the right amount is matched without a reference.
 */
export type KnownPayerAccountRow = {
  id: string;
  organizationId: string;
  iban: string;
  contractId: string;
  learnedAt: Date;
};

export const KnownPayerAccountEntity = new EntitySchema<KnownPayerAccountRow>({
  name: 'KnownPayerAccount',
  tableName: 'bank_known_payer_accounts',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    iban: entityColumn.varchar(34),
    contractId: entityColumn.varchar(36, { name: 'contract_id' }),
    learnedAt: entityColumn.instant({ name: 'learned_at' }),
  },
});
