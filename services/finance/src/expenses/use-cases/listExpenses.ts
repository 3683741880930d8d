import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { ExpenseListQuery, ExpensePage } from '../domain/expense';
import { expenseRepository } from '../repositories/expenseRepository';
import { toExpense } from './toExpense';

/** Newest first, with the totals over every page. */
export async function listExpenses(
  dataSource: DataSource,
  context: RequestContext,
  query: ExpenseListQuery,
): Promise<ExpensePage> {
  const repository = expenseRepository(dataSource);
  const filter = { propertyId: query.propertyId, category: query.category, from: query.from, to: query.to };
  const [{ rows, total }, totals] = await Promise.all([
    repository.list(context.organizationId, { ...filter, page: query.page, pageSize: query.pageSize }),
    repository.totals(context.organizationId, filter),
  ]);
  return { items: rows.map(toExpense), total, totals };
}
