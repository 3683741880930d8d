import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { BankLineStatus, MatchReason } from '../domain/bankLine';
import type { ReadStatementLine, StatementFormat } from '../domain/statementLine';

/**
 * One imported credit. UNIQUE (organization, fingerprint) is what skips a line imported before, even when two
 * imports run at once. `candidates` and `allocations` are JSON (a short list each, always read with the line).
 */
export type BankLineRow = Omit<ReadStatementLine, 'structuredCommunication'> & {
  id: string;
  organizationId: string;
  fingerprint: string;
  format: StatementFormat;
  structuredReference: string | null;
  status: BankLineStatus;
  matchReason: MatchReason | null;
  candidates: string;
  allocations: string;
  /** JSON list of UndoneMatch; null until a match is undone. */
  undoneMatches: string | null;
  importedAt: Date;
  updatedAt: Date;
};

export const BankLineEntity = new EntitySchema<BankLineRow>({
  name: 'BankStatementLine',
  tableName: 'bank_statement_lines',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    fingerprint: entityColumn.varchar(64),
    format: entityColumn.varchar(8),
    accountIban: entityColumn.varchar(34, { name: 'account_iban', nullable: true }),
    bookingDate: entityColumn.date({ name: 'booking_date' }),
    valueDate: entityColumn.date({ name: 'value_date', nullable: true }),
    amountCents: entityColumn.bigint({ name: 'amount_cents' }),
    counterpartyName: entityColumn.varchar(140, { name: 'counterparty_name', nullable: true }),
    counterpartyIban: entityColumn.varchar(34, { name: 'counterparty_iban', nullable: true }),
    communication: entityColumn.varchar(500, { nullable: true }),
    structuredReference: entityColumn.varchar(20, { name: 'structured_reference', nullable: true }),
    bankReference: entityColumn.varchar(64, { name: 'bank_reference', nullable: true }),
    status: entityColumn.varchar(12),
    matchReason: entityColumn.varchar(24, { name: 'match_reason', nullable: true }),
    candidates: entityColumn.text(),
    allocations: entityColumn.text(),
    undoneMatches: entityColumn.text({ name: 'undone_matches', nullable: true }),
    importedAt: entityColumn.instant({ name: 'imported_at' }),
    updatedAt: entityColumn.instant({ name: 'updated_at' }),
  },
});
