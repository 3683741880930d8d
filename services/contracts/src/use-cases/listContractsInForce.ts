import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Contract } from '../domain/contract';
import { contractRepository } from '../repositories/contractRepository';
import { toContract } from './toContract';

/** The statuses of a lease the parties signed: from its start to its end (or termination) it is in force. */
export const SIGNED_STATUSES = ['signed', 'active', 'expired', 'terminated'] as const;

/**
 * Every signed lease of the organization in force on at least one day of `from`…`to` (inclusive): its start on or
 * before `to`, its end — the termination date when it was terminated — on or after `from`. Statistics and the
 * dashboard read the whole portfolio at once through this, never contract by contract.
 */
export async function listContractsInForce(
  dataSource: DataSource,
  context: RequestContext,
  window: { from: string; to: string },
): Promise<Contract[]> {
  const stored = await contractRepository(dataSource).listSignedOverlapping(context.organizationId, {
    ...window,
    statuses: [...SIGNED_STATUSES],
  });
  return stored.map(toContract);
}
