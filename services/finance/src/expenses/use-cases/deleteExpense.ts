import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { expenseRepository } from '../repositories/expenseRepository';

export async function deleteExpense(
  dataSource: DataSource,
  context: RequestContext,
  id: string,
): Promise<void> {
  const repository = expenseRepository(dataSource);
  if (!(await repository.findById(context.organizationId, id))) throw AppError.notFound('expense');
  await repository.delete(context.organizationId, id);
}
