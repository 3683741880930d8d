import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Page } from '@immodesk/platform/domain/page';
import type { Contractor, ContractorListQuery } from '../domain/contractor';
import { contractorRepository } from '../repositories/contractorRepository';
import { toContractor } from './toContractor';

export async function listContractors(
  dataSource: DataSource,
  context: RequestContext,
  query: ContractorListQuery,
): Promise<Page<Contractor>> {
  const { rows, total } = await contractorRepository(dataSource).list(context.organizationId, query);
  return { items: rows.map(toContractor), total };
}
