import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { ExpenseSum } from '../domain/expense';
import { expenseRepository } from '../repositories/expenseRepository';

/** Per property, month, category and recoverable flag: the statistics' input for `from`…`to`. */
export function sumExpenses(
  dataSource: DataSource,
  context: RequestContext,
  window: { from: string; to: string },
): Promise<ExpenseSum[]> {
  return expenseRepository(dataSource).sums(context.organizationId, window);
}
