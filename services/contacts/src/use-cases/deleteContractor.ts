import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { contractorRepository } from '../repositories/contractorRepository';

/** Removes a contractor of the caller's organization; another organization's contractor is `not_found`. */
export async function deleteContractor(
  dataSource: DataSource,
  context: RequestContext,
  params: { id: string },
): Promise<void> {
  const result = await contractorRepository(dataSource).remove(context.organizationId, params.id);
  if (!result.affected) throw AppError.notFound('contractor');
}
