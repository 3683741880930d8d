import type { RequestContext } from '@immodesk/platform/context';
import type { BankTransfer } from '../domain/bankTransfer';
import type { BillingDeps } from '../billingDeps';
import { bankTransferRepository } from '../repositories/bankTransferRepository';

export function pendingBankTransfer(
  deps: Pick<BillingDeps, 'dataSource'>,
  context: RequestContext,
): Promise<BankTransfer | null> {
  return bankTransferRepository(deps.dataSource).latestPending(context.organizationId);
}
