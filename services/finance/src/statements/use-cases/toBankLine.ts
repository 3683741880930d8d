import type { BankLine, LineAllocation, LineCandidate, UndoneMatch } from '../domain/bankLine';
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
    // Lines proposed before periods were read have no `periodNamed`.
    candidates:
      row.status === 'candidate'
        ? (JSON.parse(row.candidates) as LineCandidate[]).map((candidate) => ({
            ...candidate,
            periodNamed: candidate.periodNamed ?? false,
          }))
        : [],
    allocations: row.status === 'matched' ? (JSON.parse(row.allocations) as LineAllocation[]) : [],
    undoneMatches: row.undoneMatches ? (JSON.parse(row.undoneMatches) as UndoneMatch[]) : [],
  };
}
