import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { FrozenLease } from '@immodesk/contracts-service/signingApi';
import { AppError } from '@immodesk/platform/errors';
import type { ContractSigningDeps } from './contractSigningDeps';

/** Only a contract that was sent, and not yet signed by everyone, takes signatures (its content no longer changes). */
export function assertSignable(contract: TContract): void {
  if (contract.status !== 'sent')
    throw new AppError('business_rule', { messageKey: 'errors.contractSigning.notSignable' });
}

/**
 * A signature binds the lease as it was sent (issue 26): the frozen copy must exist and its stored bytes must still
 * hash as frozen; otherwise 409 and only a new send opens signing again.
 */
export async function signableLease(
  deps: Pick<ContractSigningDeps, 'signing'>,
  organizationId: string,
  contract: TContract,
): Promise<FrozenLease> {
  assertSignable(contract);
  const frozen = await deps.signing.getFrozenLease(organizationId, contract.id);
  if (!frozen?.isIntact)
    throw new AppError('conflict', { messageKey: 'errors.contractSigning.leaseChanged' });
  return frozen;
}
