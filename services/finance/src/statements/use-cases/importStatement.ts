import type { RequestContext } from '@immodesk/platform/context';
import { isUniqueViolation } from '@immodesk/platform/database/uniqueViolation';
import {
  findStructuredReference,
  normalizeStructuredReference,
} from '@immodesk/platform/domain/structuredReference';
import type { ContractsByReference, ImportSummary, MatchReason, Receipt } from '../domain/bankLine';
import { fingerprintLines } from '../domain/fingerprint';
import { MatchingBook } from '../domain/matching';
import type { ReadStatement, ReadStatementLine } from '../domain/statementLine';
import type { BankLineRow } from '../entities/BankLineEntity';
import { bankLineRepository, type LineOutcome } from '../repositories/bankLineRepository';
import { toLineAllocations } from './settleLine';
import type { StatementsDeps } from './statementsDeps';

/** Lines decided, allocated and written together. */
const CHUNK = 1000;

function limited(value: string | null, length: number): string | null {
  return value === null ? null : value.slice(0, length);
}

/** The structured reference of a line: the bank's structured field first, else one written in the free text. */
function referenceOf(line: ReadStatementLine): string | null {
  const structured = line.structuredCommunication
    ? normalizeStructuredReference(line.structuredCommunication)
    : null;
  return structured ?? (line.communication ? findStructuredReference(line.communication) : null);
}

function outcomeOf(row: BankLineRow): LineOutcome {
  const { id, status, matchReason, candidates, allocations } = row;
  return { id, status, matchReason, candidates, allocations };
}

/**
 * Stores a statement's credits that were not imported before, then matches each (oldest booking first): by
 * structured reference (exact, the contract's oldest open items first), by a known payer account when exactly one
 * of its open items fits (MatchingBook.decide), else with ranked candidates for the landlord to confirm, else
 * unmatched. Debits are counted, not kept.
 */
export async function importStatement(
  deps: StatementsDeps,
  context: RequestContext,
  statement: ReadStatement,
  contractsByReference: ContractsByReference,
): Promise<ImportSummary> {
  const repository = bankLineRepository(deps.dataSource);
  const credits = statement.lines.filter((line) => line.amountCents > 0);
  const fingerprints = fingerprintLines(credits);
  const existing = await repository.existingFingerprints(context.organizationId, fingerprints);
  const now = deps.clock.now();
  const fresh: BankLineRow[] = [];
  credits.forEach((line, index) => {
    const fingerprint = fingerprints[index] ?? '';
    if (existing.has(fingerprint)) return;
    existing.add(fingerprint);
    fresh.push({
      id: crypto.randomUUID(),
      organizationId: context.organizationId,
      fingerprint,
      format: statement.format,
      accountIban: line.accountIban,
      bookingDate: line.bookingDate,
      valueDate: line.valueDate,
      amountCents: line.amountCents,
      counterpartyName: limited(line.counterpartyName, 140),
      counterpartyIban: limited(line.counterpartyIban, 34),
      communication: limited(line.communication, 500),
      structuredReference: referenceOf(line),
      bankReference: limited(line.bankReference, 64),
      status: 'unmatched',
      matchReason: null,
      candidates: '[]',
      allocations: '[]',
      undoneMatches: null,
      importedAt: now,
      updatedAt: now,
    });
  });
  const stored = await storeNewLines(deps, fresh);

  const summary: ImportSummary = {
    format: statement.format,
    csvBank: statement.csvBank,
    lines: statement.lines.length,
    debits: statement.lines.length - credits.length,
    imported: stored.length,
    duplicates: credits.length - stored.length,
    matched: 0,
    candidates: 0,
    unmatched: 0,
    settledDueItemIds: [],
  };
  if (stored.length === 0) return summary;

  const [openItems, knownPayers] = await Promise.all([
    repository.openDueItems(context.organizationId),
    repository.knownPayers(
      context.organizationId,
      stored.flatMap((row) => (row.counterpartyIban ? [row.counterpartyIban] : [])),
    ),
  ]);
  const book = new MatchingBook(contractsByReference, openItems, knownPayers);
  const dueDates = new Map(openItems.map((item) => [item.id, item.dueDate]));
  const ordered = [...stored].sort((a, b) => a.bookingDate.localeCompare(b.bookingDate));
  // Per chunk of lines: decided in memory (the book follows what each settlement leaves owed), their money
  // allocated in one finance transaction, their outcomes written in one transaction.
  for (let start = 0; start < ordered.length; start += CHUNK) {
    const chunk = ordered.slice(start, start + CHUNK);
    const settlements: { row: BankLineRow; receipt: Receipt; reason: MatchReason }[] = [];
    const outcomes: LineOutcome[] = [];
    for (const row of chunk) {
      const decision = book.decide(row);
      if (decision.kind !== 'candidates' && decision.kind !== 'unmatched') {
        const dueItemIds = decision.kind === 'structured_reference' ? undefined : [decision.dueItemId];
        book.simulateReceipt(decision.contractId, row.amountCents, dueItemIds?.[0]);
        if (row.counterpartyIban) book.learnPayer(row.counterpartyIban, decision.contractId);
        const receipt: Receipt = {
          contractId: decision.contractId,
          amountCents: row.amountCents,
          paidAt: row.bookingDate,
          lineId: row.id,
          ...(dueItemIds ? { dueItemIds } : {}),
        };
        settlements.push({ row, receipt, reason: decision.kind });
        summary.matched += 1;
      } else if (decision.kind === 'candidates') {
        outcomes.push({
          ...outcomeOf(row),
          status: 'candidate',
          candidates: JSON.stringify(decision.candidates),
        });
        summary.candidates += 1;
      } else {
        summary.unmatched += 1;
      }
    }
    const parts =
      settlements.length > 0
        ? await deps.allocateReceipts(
            context,
            settlements.map((settlement) => settlement.receipt),
          )
        : [];
    for (const [index, { row, receipt, reason }] of settlements.entries()) {
      const allocations = await toLineAllocations(
        deps,
        context,
        receipt.contractId,
        parts[index] ?? [],
        dueDates,
      );
      for (const allocation of allocations)
        if (allocation.rentPaymentId) summary.settledDueItemIds.push(allocation.rentPaymentId);
      outcomes.push({
        ...outcomeOf(row),
        status: 'matched',
        matchReason: reason,
        allocations: JSON.stringify(allocations),
      });
    }
    await repository.learnPayers(
      context.organizationId,
      settlements.flatMap(({ row, receipt }) =>
        row.counterpartyIban ? [{ iban: row.counterpartyIban, contractId: receipt.contractId }] : [],
      ),
      now,
    );
    if (outcomes.length > 0)
      await deps.dataSource.transaction((manager) =>
        bankLineRepository(manager).updateOutcomes(context.organizationId, outcomes, now),
      );
  }
  return summary;
}

/**
 * Inserts the new lines in bulk, in one transaction; when another import stored some of them meanwhile (the unique
 * fingerprint refuses the batch), line by line, leaving out those already there. Answers the lines this import stored.
 */
async function storeNewLines(deps: StatementsDeps, rows: BankLineRow[]): Promise<BankLineRow[]> {
  try {
    await deps.dataSource.transaction((manager) => bankLineRepository(manager).insertMany(rows));
    return rows;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const repository = bankLineRepository(deps.dataSource);
  const stored: BankLineRow[] = [];
  for (const row of rows) {
    try {
      await repository.insertOne(row);
      stored.push(row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return stored;
}
