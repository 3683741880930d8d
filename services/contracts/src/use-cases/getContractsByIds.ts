import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Contract } from '../domain/contract';
import { contractRepository } from '../repositories/contractRepository';
import { toContract } from './toContract';

/** The organization's contracts among `ids`, in one query (the payments list names their numbers and tenants). */
export async function getContractsByIds(
  dataSource: DataSource,
  context: RequestContext,
  ids: readonly string[],
): Promise<Contract[]> {
  return (await contractRepository(dataSource).findByIds(context.organizationId, [...new Set(ids)])).map(
    toContract,
  );
}
