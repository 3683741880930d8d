import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Expense, NewExpense } from '../domain/expense';
import { expenseRepository } from '../repositories/expenseRepository';
import { assertExpenseValues, blankToNull } from './expenseValues';
import { toExpense } from './toExpense';

export async function createExpense(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: NewExpense,
): Promise<Expense> {
  assertExpenseValues(input);
  const now = clock.now();
  const row = await expenseRepository(dataSource).insert({
    organizationId: context.organizationId,
    propertyId: input.propertyId,
    category: input.category,
    amountCents: input.amountCents,
    date: input.date,
    contractorId: input.contractorId ?? null,
    documentId: input.documentId ?? null,
    description: blankToNull(input.description),
    recoverable: input.recoverable ?? false,
    createdAt: now,
    updatedAt: now,
  });
  return toExpense(row);
}
