import type { DataSource } from 'typeorm';
import type { TGetTenantParams, TGetTenantResponse } from '@immodesk/contracts/tenants/getTenant.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { tenantRepository } from '../repositories/tenantRepository';
import { toTenant } from './toTenant';

/** One tenant of the caller's organization; another organization's tenant is `not_found`, never `forbidden`. */
export async function getTenant(dataSource: DataSource, context: RequestContext, params: TGetTenantParams): Promise<TGetTenantResponse> {
  const row = await tenantRepository(dataSource).findById(context.organizationId, params.id);
  if (!row) throw AppError.notFound('tenant');
  return toTenant(row);
}
