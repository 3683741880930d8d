import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { isUniqueViolation } from '@immodesk/platform/database/uniqueViolation';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Contract, ContractChanges } from '../domain/contract';
import { assertCanApply } from '../domain/contractLifecycle';
import { contractRepository } from '../repositories/contractRepository';
import { contractNumberTaken } from './createContract';
import { resolveTerms, termsColumns } from './contractTerms';
import { findOwnContract } from './getContract';
import { toContract } from './toContract';

/**
 * Edits a draft (or a sent contract nobody signed yet). From signing on the content is frozen: 409, a change is
 * an amendment. `propertyPostalCode` comes with a new `propertyId`, so the region follows the property.
 */
export async function updateContract(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: { id: string; changes: ContractChanges },
): Promise<Contract> {
  const repository = contractRepository(dataSource);
  const stored = await findOwnContract(repository, context, input.id);
  assertCanApply(stored.row.status, 'edit');
  const base = toContract(stored);
  const terms = resolveTerms({ ...input.changes, base });
  const row = { ...stored.row, ...termsColumns(terms), updatedAt: clock.now() };
  if (input.changes.contractNumber) row.contractNumber = input.changes.contractNumber;
  try {
    await dataSource.transaction(async (manager) => {
      const transactional = contractRepository(manager);
      await transactional.save(row);
      if (input.changes.tenantIds)
        await transactional.replaceTenants(context.organizationId, row.id, terms.tenantIds);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw contractNumberTaken(row.contractNumber);
    throw error;
  }
  return toContract({ row, tenantIds: terms.tenantIds });
}

/** Deletes a contract nobody signed; a signed one stays (409): it is terminated instead. */
export async function deleteContract(
  dataSource: DataSource,
  context: RequestContext,
  params: { id: string },
): Promise<void> {
  const repository = contractRepository(dataSource);
  const stored = await findOwnContract(repository, context, params.id);
  assertCanApply(stored.row.status, 'delete');
  await dataSource.transaction((manager) =>
    contractRepository(manager).remove(context.organizationId, stored.row.id),
  );
}
