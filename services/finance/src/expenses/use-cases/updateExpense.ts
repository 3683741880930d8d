import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Expense, ExpenseChanges } from '../domain/expense';
import { expenseRepository } from '../repositories/expenseRepository';
import { assertExpenseValues, blankToNull } from './expenseValues';
import { toExpense } from './toExpense';

/** A field left out keeps its value; null clears contractor, document or description. */
export async function updateExpense(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: { id: string; changes: ExpenseChanges },
): Promise<Expense> {
  const repository = expenseRepository(dataSource);
  const row = await repository.findById(context.organizationId, input.id);
  if (!row) throw AppError.notFound('expense');
  const defined = Object.fromEntries(
    Object.entries(input.changes).filter(([, value]) => value !== undefined),
  ) as ExpenseChanges;
  const next = {
    ...row,
    ...defined,
    description: 'description' in defined ? blankToNull(defined.description) : row.description,
  };
  assertExpenseValues(next);
  const saved = await repository.save({
    ...next,
    contractorId: next.contractorId ?? null,
    documentId: next.documentId ?? null,
    recoverable: next.recoverable ?? false,
    updatedAt: clock.now(),
  });
  return toExpense(saved);
}
