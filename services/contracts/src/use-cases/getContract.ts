import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Contract, ContractListQuery } from '../domain/contract';
import type { Page } from '@immodesk/platform/domain/page';
import {
  contractRepository,
  type ContractRepository,
  type StoredContract,
} from '../repositories/contractRepository';
import { toContract } from './toContract';

/** The organization's contract; another organization's is `not_found`. */
export async function findOwnContract(
  repository: ContractRepository,
  context: RequestContext,
  id: string,
): Promise<StoredContract> {
  const stored = await repository.findById(context.organizationId, id);
  if (!stored) throw AppError.notFound('contract');
  return stored;
}

export async function getContract(
  dataSource: DataSource,
  context: RequestContext,
  params: { id: string },
): Promise<Contract> {
  return toContract(await findOwnContract(contractRepository(dataSource), context, params.id));
}

export async function listContracts(
  dataSource: DataSource,
  context: RequestContext,
  query: ContractListQuery,
): Promise<Page<Contract>> {
  const { items, total } = await contractRepository(dataSource).list(context.organizationId, query);
  return { items: items.map(toContract), total };
}
