import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Contract } from '../domain/contract';
import { datedStatus } from '../domain/contractLifecycle';
import { changeOwnContract } from './changeOwnContract';

/** One contract brought up to date with the calendar (after signing: a lease that already started is active). */
export function advanceContract(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  params: { id: string },
): Promise<Contract> {
  return changeOwnContract(dataSource, context, params.id, (row) => {
    const status = datedStatus(row.status, row.startsOn, row.endsOn, clock.today());
    return status === row.status ? row : { ...row, status, updatedAt: clock.now() };
  });
}
