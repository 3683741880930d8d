import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';

/** How many rent due items (with what was paid on them) a property delete removes. */
export function countPropertyRentItems(
  dataSource: DataSource,
  context: RequestContext,
  propertyId: string,
): Promise<number> {
  return rentPaymentRepository(dataSource).countForProperty(context.organizationId, propertyId);
}
