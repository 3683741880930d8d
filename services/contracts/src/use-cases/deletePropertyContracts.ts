import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { contractRepository } from '../repositories/contractRepository';

/** A property is being deleted: its contracts go with it, unless one binds the parties (409, terminate it first). */
export async function deletePropertyContracts(
  dataSource: DataSource,
  context: RequestContext,
  ref: { propertyId: string },
): Promise<number> {
  const repository = contractRepository(dataSource);
  if (
    (await repository.countWithStatus(context.organizationId, {
      propertyId: ref.propertyId,
      statuses: ['signed', 'active'],
    })) > 0
  ) {
    throw new AppError('conflict', { messageKey: 'contracts.errors.propertyHasContract' });
  }
  const { items } = await repository.list(context.organizationId, {
    page: 1,
    pageSize: 200,
    propertyId: ref.propertyId,
  });
  await dataSource.transaction(async (manager) => {
    for (const { row } of items) await contractRepository(manager).remove(context.organizationId, row.id);
  });
  return items.length;
}
