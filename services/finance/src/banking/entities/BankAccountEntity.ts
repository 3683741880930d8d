import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

/**
 * `primarySlot` is 1 on the organization's primary account and NULL on the others: UNIQUE (organization,
 * primary slot) lets the database itself refuse a second primary (NULLs never collide), whatever runs at once.
 */
export type BankAccountRow = {
  id: string;
  organizationId: string;
  iban: string;
  bic: string | null;
  bankName: string;
  accountHolder: string;
  primarySlot: number | null;
  createdAt: Date;
  updatedAt: Date;
};

export const BankAccountEntity = new EntitySchema<BankAccountRow>({
  name: 'BankAccount',
  tableName: 'bank_accounts',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    iban: entityColumn.varchar(34),
    bic: entityColumn.varchar(11, { nullable: true }),
    bankName: entityColumn.varchar(100, { name: 'bank_name' }),
    accountHolder: entityColumn.varchar(70, { name: 'account_holder' }),
    primarySlot: { name: 'primary_slot', type: 'smallint', nullable: true },
    ...entityColumn.timestamps(),
  },
});
