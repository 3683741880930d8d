import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { AppError } from '@immodesk/platform/errors';

/** Only a contract that was sent, and not yet signed by everyone, takes signatures (its content no longer changes). */
export function assertSignable(contract: TContract): void {
  if (contract.status !== 'sent')
    throw new AppError('business_rule', { messageKey: 'errors.contractSigning.notSignable' });
}
