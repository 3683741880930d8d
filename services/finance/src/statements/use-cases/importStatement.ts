import type { RequestContext } from '@immodesk/platform/context';
import { isUniqueViolation } from '@immodesk/platform/database/uniqueViolation';
import { findStructuredReference, normalizeStructuredReference } from '@immodesk/platform/domain/structuredReference';
import type { ContractsByReference, ImportSummary, LineAllocation } from '../domain/bankLine';
import { fingerprintLines } from '../domain/fingerprint';
import { MatchingBook, NEAR_DUE_DATE_DAYS, shiftDate } from '../domain/matching';
import type { ReadStatement, ReadStatementLine } from '../domain/statementLine';
import type { BankLineRow } from '../entities/BankLineEntity';
import { bankLineRepository } from '../repositories/bankLineRepository';
import { settleLine } from './settleLine';
import type { StatementsDeps } from './statementsDeps';

function limited(value: string | null, length: number): string | null {
  return value === null ? null : value.slice(0, length);
}

/** The structured reference of a line: the bank's structured field first, else one written in the free text. */
function referenceOf(line: ReadStatementLine): string | null {
  const structured = line.structuredCommunication ? normalizeStructuredReference(line.structuredCommunication) : null;
  return structured ?? (line.communication ? findStructuredReference(line.communication) : null);
}

/**
 * Stores a statement's credits that were not imported before, then matches each (oldest booking first): by
 * structured reference (exact, the contract's oldest open items first), by a known payer account with the amount
 * still owed near its due date, else with candidates for the landlord, else unmatched. Debits are counted, not kept.
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
  };
  if (stored.length === 0) return summary;

  const dates = stored.map((row) => row.bookingDate).sort();
  const [openItems, knownPayers] = await Promise.all([
    repository.openDueItems(context.organizationId, shiftDate(dates[0] ?? '', -NEAR_DUE_DATE_DAYS), shiftDate(dates.at(-1) ?? '', NEAR_DUE_DATE_DAYS)),
    repository.knownPayers(context.organizationId, stored.flatMap((row) => (row.counterpartyIban ? [row.counterpartyIban] : []))),
  ]);
  const book = new MatchingBook(contractsByReference, openItems, knownPayers);
  for (const row of [...stored].sort((a, b) => a.bookingDate.localeCompare(b.bookingDate))) {
    const decision = book.decide(row);
    let allocations: LineAllocation[] = [];
    if (decision.kind === 'structured_reference') {
      allocations = await settleLine(deps, context, row, { contractId: decision.contractId, amountCents: row.amountCents }, book);
    } else if (decision.kind === 'iban_and_amount') {
      allocations = await settleLine(deps, context, row, { contractId: decision.contractId, amountCents: row.amountCents, dueItemIds: [decision.dueItemId] }, book);
    }
    const status = decision.kind === 'candidates' ? 'candidate' : decision.kind === 'unmatched' ? 'unmatched' : 'matched';
    summary[status === 'candidate' ? 'candidates' : status] += 1;
    if (status === 'unmatched') continue;
    await repository.update(context.organizationId, row.id, {
      status,
      matchReason: status === 'matched' ? (decision.kind as 'structured_reference' | 'iban_and_amount') : null,
      candidates: JSON.stringify(decision.kind === 'candidates' ? decision.candidates : []),
      allocations: JSON.stringify(allocations),
      updatedAt: deps.clock.now(),
    });
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
