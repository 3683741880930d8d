import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    iban: { type: 'varchar', length: 34 },
    bic: { type: 'varchar', length: 11, nullable: true },
    bankName: { name: 'bank_name', type: 'varchar', length: 100 },
    accountHolder: { name: 'account_holder', type: 'varchar', length: 70 },
    primarySlot: { name: 'primary_slot', type: 'smallint', nullable: true },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
