import type { DataSource } from 'typeorm';
import type { TListTenantsQuery, TListTenantsResponse } from '@immodesk/contracts/tenants/listTenants.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { tenantRepository } from '../repositories/tenantRepository';
import { toTenant } from './toTenant';

export async function listTenants(dataSource: DataSource, context: RequestContext, query: TListTenantsQuery): Promise<TListTenantsResponse> {
  const { rows, total } = await tenantRepository(dataSource).list(context.organizationId, query);
  return { items: rows.map(toTenant), total };
}
