import type { BankLine, LineAllocation, LineCandidate } from '../domain/bankLine';
import type { BankLineRow } from '../entities/BankLineEntity';

export function toBankLine(row: BankLineRow): BankLine {
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    bookingDate: row.bookingDate,
    valueDate: row.valueDate,
    amountCents: row.amountCents,
    counterpartyName: row.counterpartyName,
    counterpartyIban: row.counterpartyIban,
    communication: row.communication,
    structuredReference: row.structuredReference,
    bankReference: row.bankReference,
    importedAt: row.importedAt,
    matchReason: row.matchReason,
    candidates: row.status === 'candidate' ? (JSON.parse(row.candidates) as LineCandidate[]) : [],
    allocations: row.status === 'matched' ? (JSON.parse(row.allocations) as LineAllocation[]) : [],
  };
}
