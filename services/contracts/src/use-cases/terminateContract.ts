import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Contract, Termination } from '../domain/contract';
import { nextStatus } from '../domain/contractLifecycle';
import { changeOwnContract } from './changeOwnContract';

/** signed|active → terminated on `date` for `reason`. */
export function terminateContract(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: { id: string } & Termination,
): Promise<Contract> {
  return changeOwnContract(dataSource, context, input.id, (row) => {
    const status = nextStatus(row.status, 'terminate');
    if (input.date < row.startsOn) {
      throw new AppError('validation_error', {
        details: { date: 'validation.contractTerminationBeforeStart' },
      });
    }
    return {
      ...row,
      status,
      terminationDate: input.date,
      terminationReason: input.reason,
      updatedAt: clock.now(),
    };
  });
}
