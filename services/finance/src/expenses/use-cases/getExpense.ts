import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Expense } from '../domain/expense';
import { expenseRepository } from '../repositories/expenseRepository';
import { toExpense } from './toExpense';

/** Another organization's expense is `not_found`. */
export async function getExpense(
  dataSource: DataSource,
  context: RequestContext,
  id: string,
): Promise<Expense> {
  const row = await expenseRepository(dataSource).findById(context.organizationId, id);
  if (!row) throw AppError.notFound('expense');
  return toExpense(row);
}
