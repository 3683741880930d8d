import type { DataSource } from 'typeorm';
import type { TListContractorsQuery, TListContractorsResponse } from '@immodesk/contracts/contractors/listContractors.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { contractorRepository } from '../repositories/contractorRepository';
import { toContractor } from './toContractor';

export async function listContractors(
  dataSource: DataSource,
  context: RequestContext,
  query: TListContractorsQuery,
): Promise<TListContractorsResponse> {
  const { rows, total } = await contractorRepository(dataSource).list(context.organizationId, query);
  return { items: rows.map(toContractor), total };
}
