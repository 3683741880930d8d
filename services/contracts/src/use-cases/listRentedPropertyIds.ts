import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { contractRepository } from '../repositories/contractRepository';

/** The organization's properties that have an active contract (they are rented). */
export async function listRentedPropertyIds(
  dataSource: DataSource,
  context: RequestContext,
): Promise<string[]> {
  return contractRepository(dataSource).propertyIdsWithStatus(context.organizationId, ['active']);
}
