import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Contractor } from '../domain/contractor';
import { contractorRepository } from '../repositories/contractorRepository';
import { toContractor } from './toContractor';

/** One contractor of the caller's organization; another organization's contractor is `not_found`. */
export async function getContractor(
  dataSource: DataSource,
  context: RequestContext,
  params: { id: string },
): Promise<Contractor> {
  const row = await contractorRepository(dataSource).findById(context.organizationId, params.id);
  if (!row) throw AppError.notFound('contractor');
  return toContractor(row);
}
