import { EntitySchema } from 'typeorm';
import { bigintAsNumber, instantColumn } from '@immodesk/platform/database/columns';
import type { BankLineStatus, MatchReason } from '../domain/bankLine';
import type { StatementFormat } from '../domain/statementLine';

/**
 * One imported credit. UNIQUE (organization, fingerprint) is what skips a line imported before, even when two
 * imports run at once. `candidates` and `allocations` are JSON (a short list each, always read with the line).
 */
export type BankLineRow = {
  id: string;
  organizationId: string;
  fingerprint: string;
  format: StatementFormat;
  accountIban: string | null;
  bookingDate: string;
  valueDate: string | null;
  amountCents: number;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  communication: string | null;
  structuredReference: string | null;
  bankReference: string | null;
  status: BankLineStatus;
  matchReason: MatchReason | null;
  candidates: string;
  allocations: string;
  importedAt: Date;
  updatedAt: Date;
};

export const BankLineEntity = new EntitySchema<BankLineRow>({
  name: 'BankStatementLine',
  tableName: 'bank_statement_lines',
  columns: {
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    fingerprint: { type: 'varchar', length: 64 },
    format: { type: 'varchar', length: 8 },
    accountIban: { name: 'account_iban', type: 'varchar', length: 34, nullable: true },
    bookingDate: { name: 'booking_date', type: 'date' },
    valueDate: { name: 'value_date', type: 'date', nullable: true },
    amountCents: { name: 'amount_cents', type: 'bigint', transformer: bigintAsNumber },
    counterpartyName: { name: 'counterparty_name', type: 'varchar', length: 140, nullable: true },
    counterpartyIban: { name: 'counterparty_iban', type: 'varchar', length: 34, nullable: true },
    communication: { type: 'varchar', length: 500, nullable: true },
    structuredReference: { name: 'structured_reference', type: 'varchar', length: 20, nullable: true },
    bankReference: { name: 'bank_reference', type: 'varchar', length: 64, nullable: true },
    status: { type: 'varchar', length: 12 },
    matchReason: { name: 'match_reason', type: 'varchar', length: 24, nullable: true },
    candidates: { type: 'text' },
    allocations: { type: 'text' },
    importedAt: { name: 'imported_at', type: 'datetime', precision: 3, transformer: instantColumn },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
