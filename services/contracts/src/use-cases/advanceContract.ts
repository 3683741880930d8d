import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Contract } from '../domain/contract';
import { datedStatus } from '../domain/contractLifecycle';
import { contractRepository } from '../repositories/contractRepository';
import { findOwnContract } from './getContract';
import { toContract } from './toContract';

/** One contract brought up to date with the calendar (after signing: a lease that already started is active). */
export async function advanceContract(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  params: { id: string },
): Promise<Contract> {
  const repository = contractRepository(dataSource);
  const stored = await findOwnContract(repository, context, params.id);
  const status = datedStatus(stored.row.status, stored.row.startsOn, stored.row.endsOn, clock.today());
  if (status === stored.row.status) return toContract(stored);
  const row = { ...stored.row, status, updatedAt: clock.now() };
  await repository.save(row);
  return toContract({ row, tenantIds: stored.tenantIds });
}
