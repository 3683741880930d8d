import { column, nullable, tablesMigration, uniqueIndex } from '@immodesk/platform/migrations/columns';

export class CreateBankAccounts1764000000000 extends tablesMigration({
  bank_accounts: {
    columns: [
      ...column.idAndOrganization(),
      column.varchar('iban', 34),
      column.varchar('bic', 11, nullable),
      column.varchar('bank_name', 100),
      column.varchar('account_holder', 70),
      { name: 'primary_slot', type: 'smallint', isNullable: true },
      ...column.timestamps(),
    ],
    indexes: [
      uniqueIndex('uq_bank_accounts_organization_iban', ['organization_id', 'iban']),
      uniqueIndex('uq_bank_accounts_organization_primary', ['organization_id', 'primary_slot']),
    ],
  },
}) {}
