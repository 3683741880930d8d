import { AppError } from '@immodesk/platform/errors';
import type { Expense } from '../domain/expense';

function isExistingDay(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date)
  );
}

/** Over RPC the body did not pass the BFF's zod: the rules that keep the figures sound are checked here too. */
export function assertExpenseValues(expense: Pick<Expense, 'amountCents' | 'date'>): void {
  const details: Record<string, string> = {};
  if (!Number.isSafeInteger(expense.amountCents) || expense.amountCents <= 0)
    details.amountCents = 'validation.invalid';
  if (typeof expense.date !== 'string' || !isExistingDay(expense.date))
    details.date = 'validation.invalidDate';
  if (Object.keys(details).length > 0) throw new AppError('validation_error', { details });
}

export const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
