import type { DataSource } from 'typeorm';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { DatedTransition } from '../domain/contract';
import { datedStatus } from '../domain/contractLifecycle';
import { contractRepository } from '../repositories/contractRepository';

/**
 * The date job: signed leases become active on their start date, active ones expire after their end date
 * (every organization; the job runs under a lease, see the BFF's background jobs). Answers what moved.
 */
export async function advanceDatedContracts(
  dataSource: DataSource,
  clock: Clock,
): Promise<DatedTransition[]> {
  const today = clock.today();
  const repository = contractRepository(dataSource);
  const moved: DatedTransition[] = [];
  for (const row of await repository.findDatedTransitionsDue(today)) {
    const status = datedStatus(row.status, row.startsOn, row.endsOn, today);
    if (status === row.status) continue;
    await repository.save({ ...row, status, updatedAt: clock.now() });
    moved.push({
      organizationId: row.organizationId,
      contractId: row.id,
      propertyId: row.propertyId,
      status,
    });
  }
  return moved;
}
