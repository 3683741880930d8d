import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Contract } from '../domain/contract';
import type { ContractRow } from '../entities/ContractEntity';
import { contractRepository, type ContractRepository } from '../repositories/contractRepository';
import { findOwnContract } from './getContract';
import { toContract } from './toContract';

/** A use case on one of the organization's contracts, named by id, as the API file calls it. */
export type OwnContractUseCase = (
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  params: { id: string },
) => Promise<Contract>;

/**
 * Saves what `change` makes of the organization's contract `id` (nothing when it hands back the same row), with
 * `alongside` in the same transaction, and returns the contract.
 */
export async function changeOwnContract(
  dataSource: DataSource,
  context: RequestContext,
  id: string,
  change: (row: ContractRow) => ContractRow,
  alongside?: (repository: ContractRepository, row: ContractRow) => Promise<void>,
): Promise<Contract> {
  const stored = await findOwnContract(contractRepository(dataSource), context, id);
  const row = change(stored.row);
  if (row === stored.row) return toContract(stored);
  await dataSource.transaction(async (manager) => {
    const repository = contractRepository(manager);
    await repository.save(row);
    await alongside?.(repository, row);
  });
  return toContract({ row, tenantIds: stored.tenantIds });
}
