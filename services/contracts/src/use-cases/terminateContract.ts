import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Contract, Termination } from '../domain/contract';
import { nextStatus } from '../domain/contractLifecycle';
import { contractRepository } from '../repositories/contractRepository';
import { findOwnContract } from './getContract';
import { toContract } from './toContract';

/** signed|active → terminated on `date` for `reason`. */
export async function terminateContract(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: { id: string } & Termination,
): Promise<Contract> {
  const repository = contractRepository(dataSource);
  const stored = await findOwnContract(repository, context, input.id);
  const status = nextStatus(stored.row.status, 'terminate');
  if (input.date < stored.row.startsOn) {
    throw new AppError('validation_error', {
      details: { date: 'validation.contractTerminationBeforeStart' },
    });
  }
  const row = {
    ...stored.row,
    status,
    terminationDate: input.date,
    terminationReason: input.reason,
    updatedAt: clock.now(),
  };
  await repository.save(row);
  return toContract({ row, tenantIds: stored.tenantIds });
}
