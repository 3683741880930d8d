import { column, index, nullable, tablesMigration, uniqueIndex } from '@immodesk/platform/migrations/columns';

export class CreateBankStatementLines1764000100000 extends tablesMigration({
  bank_statement_lines: {
    columns: [
      ...column.idAndOrganization(),
      column.varchar('fingerprint', 64),
      column.varchar('format', 8),
      column.varchar('account_iban', 34, nullable),
      column.date('booking_date'),
      column.date('value_date', nullable),
      column.bigint('amount_cents'),
      column.varchar('counterparty_name', 140, nullable),
      column.varchar('counterparty_iban', 34, nullable),
      column.varchar('communication', 500, nullable),
      column.varchar('structured_reference', 20, nullable),
      column.varchar('bank_reference', 64, nullable),
      column.varchar('status', 12),
      column.varchar('match_reason', 24, nullable),
      column.text('candidates'),
      column.text('allocations'),
      column.instant('imported_at'),
      column.instant('updated_at'),
    ],
    indexes: [
      uniqueIndex('uq_bank_statement_lines_fingerprint', ['organization_id', 'fingerprint']),
      index('idx_bank_statement_lines_status', ['organization_id', 'status', 'booking_date']),
    ],
  },
  bank_known_payer_accounts: {
    columns: [
      ...column.idAndOrganization(),
      column.varchar('iban', 34),
      column.uuid('contract_id'),
      column.instant('learned_at'),
    ],
    indexes: [uniqueIndex('uq_bank_known_payer_accounts', ['organization_id', 'iban', 'contract_id'])],
  },
}) {}
