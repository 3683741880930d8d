import {
  ZAssignBankStatementLineRequest,
  type TAssignBankStatementLineRequest,
} from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { centsToEuroText, parseEuroToCents } from '@immodesk/sdk';

/** One part of a line: a due item and how much of the line goes to it (euros as typed). */
export type AssignRow = { rentPaymentId: string; amount: string };
export type AssignRowErrors = { rentPaymentId?: string; amount?: string };
/** Per row the keys of its messages under `bankStatements.assign.errors.`, and one for the whole. */
export type AssignErrors = { rows: AssignRowErrors[]; total: string | null };

/** The due items still (partly) open, oldest first: what a line can pay. */
export function openDueItems(items: readonly TRentPayment[]): TRentPayment[] {
  return items
    .filter((item) => item.amountDueCents > item.paidCents)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

/** The first row for a contract: the whole line on its oldest open item. */
export function firstAssignRow(items: readonly TRentPayment[], lineAmountCents: number): AssignRow {
  return { rentPaymentId: openDueItems(items)[0]?.id ?? '', amount: centsToEuroText(lineAmountCents) };
}

/** What the rows add up to, in cents (unreadable amounts count as nothing). */
export function assignedCents(rows: readonly AssignRow[]): number {
  return rows.reduce((sum, row) => sum + (parseEuroToCents(row.amount) ?? 0), 0);
}

/**
 * The browser's check of a split: every row a due item (each once) and an amount above zero, and together exactly
 * the line's amount, as the server requires; then the endpoint's own contract.
 */
export function validateAssignment(
  lineAmountCents: number,
  rows: readonly AssignRow[],
): { body: TAssignBankStatementLineRequest; errors: null } | { body: null; errors: AssignErrors } {
  const seen = new Set<string>();
  const rowErrors = rows.map((row): AssignRowErrors => {
    const errors: AssignRowErrors = {};
    if (!row.rentPaymentId) errors.rentPaymentId = 'itemRequired';
    else if (seen.has(row.rentPaymentId)) errors.rentPaymentId = 'itemTwice';
    seen.add(row.rentPaymentId);
    const cents = parseEuroToCents(row.amount);
    if (cents === null) errors.amount = 'amountRequired';
    else if (cents === undefined) errors.amount = 'amountInvalid';
    else if (cents <= 0) errors.amount = 'amountPositive';
    return errors;
  });
  const hasRowErrors = rowErrors.some((errors) => Object.keys(errors).length > 0);
  const total = hasRowErrors || assignedCents(rows) === lineAmountCents ? null : 'totalMismatch';
  if (hasRowErrors || total) return { body: null, errors: { rows: rowErrors, total } };
  const parsed = ZAssignBankStatementLineRequest.safeParse({
    allocations: rows.map((row) => ({
      rentPaymentId: row.rentPaymentId,
      amountCents: parseEuroToCents(row.amount),
    })),
  });
  if (parsed.success) return { body: parsed.data, errors: null };
  return { body: null, errors: { rows: rows.map(() => ({})), total: 'invalid' } };
}
