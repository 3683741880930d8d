import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Contract } from '../domain/contract';
import { nextStatus } from '../domain/contractLifecycle';
import { changeOwnContract } from './changeOwnContract';

/** draft|sent → sent: the share link was made and mailed (contracts-sign calls this from its send flow). */
export function markSent(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  params: { id: string },
): Promise<Contract> {
  const now = clock.now();
  return changeOwnContract(dataSource, context, params.id, (row) => ({
    ...row,
    status: nextStatus(row.status, 'send'),
    sentAt: now,
    updatedAt: now,
  }));
}
