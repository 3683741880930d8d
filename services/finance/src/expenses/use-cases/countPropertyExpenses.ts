import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { expenseRepository } from '../repositories/expenseRepository';

export function countPropertyExpenses(
  dataSource: DataSource,
  context: RequestContext,
  propertyId: string,
): Promise<number> {
  return expenseRepository(dataSource).countForProperty(context.organizationId, propertyId);
}
