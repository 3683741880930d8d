import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { contractRepository } from '../repositories/contractRepository';

/** How many of the organization's contracts bind a tenant or a property right now (signed or active). */
export async function countContractsInForce(
  dataSource: DataSource,
  context: RequestContext,
  filter: { tenantId?: string; propertyId?: string },
): Promise<number> {
  return contractRepository(dataSource).countWithStatus(context.organizationId, {
    ...filter,
    statuses: ['signed', 'active'],
  });
}
