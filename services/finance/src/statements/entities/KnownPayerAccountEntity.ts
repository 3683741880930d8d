import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    iban: { type: 'varchar', length: 34 },
    contractId: { name: 'contract_id', type: 'varchar', length: 36 },
    learnedAt: { name: 'learned_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
