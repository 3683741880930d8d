import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Tenant } from '../domain/tenant';
import { tenantRepository } from '../repositories/tenantRepository';
import { toTenant } from './toTenant';

/** The organization's tenants among `ids`, in one query (lists of other services' rows name them). */
export async function getTenantsByIds(
  dataSource: DataSource,
  context: RequestContext,
  ids: readonly string[],
): Promise<Tenant[]> {
  return (await tenantRepository(dataSource).findByIds(context.organizationId, [...new Set(ids)])).map(
    toTenant,
  );
}
