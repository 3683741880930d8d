import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Tenant } from '../domain/tenant';
import { tenantRepository } from '../repositories/tenantRepository';
import { toTenant } from './toTenant';

/** One tenant of the caller's organization; another organization's tenant is `not_found`, never `forbidden`. */
export async function getTenant(
  dataSource: DataSource,
  context: RequestContext,
  params: { id: string },
): Promise<Tenant> {
  const row = await tenantRepository(dataSource).findById(context.organizationId, params.id);
  if (!row) throw AppError.notFound('tenant');
  return toTenant(row);
}
