import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Contract } from '../domain/contract';
import { assertCanApply } from '../domain/contractLifecycle';
import { contractRepository } from '../repositories/contractRepository';
import { draftColumns } from './createContract';
import { findOwnContract } from './getContract';
import { toContract } from './toContract';

/**
 * An amendment of a signed or active contract: a new draft version with the same number and structured
 * reference, to be changed, sent and signed like the original. One open amendment at a time (409).
 */
export async function amendContract(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  params: { id: string },
): Promise<Contract> {
  const repository = contractRepository(dataSource);
  const stored = await findOwnContract(repository, context, params.id);
  assertCanApply(stored.row.status, 'amend');
  const versions = await repository.list(context.organizationId, {
    page: 1,
    pageSize: 200,
    propertyId: stored.row.propertyId,
  });
  const sameContract = versions.items.filter(({ row }) => row.sequenceNumber === stored.row.sequenceNumber);
  if (sameContract.some(({ row }) => row.status === 'draft' || row.status === 'sent')) {
    throw new AppError('conflict', { messageKey: 'contracts.errors.amendmentOpen' });
  }
  const version = Math.max(...sameContract.map(({ row }) => row.version)) + 1;
  const now = clock.now();
  const { id: _previousId, ...copy } = stored.row;
  const inserted = await dataSource.transaction((manager) =>
    contractRepository(manager).insert(
      {
        ...copy,
        ...draftColumns(now),
        version,
        amendsContractId: stored.row.id,
      },
      stored.tenantIds,
    ),
  );
  return toContract(inserted);
}
