import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Contract } from '../domain/contract';
import { nextStatus } from '../domain/contractLifecycle';
import { contractRepository } from '../repositories/contractRepository';
import { findOwnContract } from './getContract';
import { toContract } from './toContract';

/** draft|sent → sent: the share link was made and mailed (contracts-sign calls this from its send flow). */
export async function markSent(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  params: { id: string },
): Promise<Contract> {
  const repository = contractRepository(dataSource);
  const stored = await findOwnContract(repository, context, params.id);
  const now = clock.now();
  const row = { ...stored.row, status: nextStatus(stored.row.status, 'send'), sentAt: now, updatedAt: now };
  await repository.save(row);
  return toContract({ row, tenantIds: stored.tenantIds });
}
