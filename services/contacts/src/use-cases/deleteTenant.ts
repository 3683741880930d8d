import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { tenantRepository } from '../repositories/tenantRepository';

/** Removes a tenant of the caller's organization; another organization's tenant is `not_found`. */
export async function deleteTenant(
  dataSource: DataSource,
  context: RequestContext,
  params: { id: string },
): Promise<void> {
  const result = await tenantRepository(dataSource).remove(context.organizationId, params.id);
  if (!result.affected) throw AppError.notFound('tenant');
}
