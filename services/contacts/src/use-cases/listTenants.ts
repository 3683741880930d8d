import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Page } from '@immodesk/platform/domain/page';
import type { Tenant, TenantListQuery } from '../domain/tenant';
import { tenantRepository } from '../repositories/tenantRepository';
import { toTenant } from './toTenant';

export async function listTenants(
  dataSource: DataSource,
  context: RequestContext,
  query: TenantListQuery,
): Promise<Page<Tenant>> {
  const { rows, total } = await tenantRepository(dataSource).list(context.organizationId, query);
  return { items: rows.map(toTenant), total };
}
