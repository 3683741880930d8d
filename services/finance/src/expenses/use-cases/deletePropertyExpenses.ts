import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { expenseRepository } from '../repositories/expenseRepository';

export function deletePropertyExpenses(
  dataSource: DataSource,
  context: RequestContext,
  propertyId: string,
): Promise<number> {
  return expenseRepository(dataSource).deleteForProperty(context.organizationId, propertyId);
}
