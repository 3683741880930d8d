import { normalizeStructuredReference } from '@immodesk/platform/domain/structuredReference';
import { AppError } from '@immodesk/platform/errors';
import { paidPeriodEnd, type BankTransfer } from '../domain/bankTransfer';
import type { BillingDeps } from '../billingDeps';
import { bankTransferRepository } from '../repositories/bankTransferRepository';
import { billingAccountRepository } from '../repositories/billingAccountRepository';
import { emptyAccount } from '../domain/billingAccount';

/**
 * The provider saw the transfer on its own account (admin command): the plan is active for the period paid, counted
 * from the end of a period already paid for the same plan, else from now. A landlord's own bank-statement import never
 * calls this. A second confirmation of the same reference changes nothing.
 */
export async function confirmBankTransfer(
  deps: Pick<BillingDeps, 'dataSource' | 'clock'>,
  reference: string,
): Promise<{ organizationId: string; transfer: BankTransfer; alreadyConfirmed: boolean }> {
  const normalized = normalizeStructuredReference(reference);
  if (!normalized) throw new AppError('validation_error', { messageKey: 'billing.errors.invalidReference' });
  const transfers = bankTransferRepository(deps.dataSource);
  const transfer = await transfers.findByReference(normalized);
  if (!transfer) throw new AppError('not_found');
  if (transfer.status === 'confirmed')
    return { organizationId: transfer.organizationId, transfer, alreadyConfirmed: true };
  const now = deps.clock.now();
  const accounts = billingAccountRepository(deps.dataSource);
  const account = (await accounts.find(transfer.organizationId)) ?? emptyAccount(transfer.organizationId);
  if (account.provider === 'stripe' && account.status !== 'canceled')
    throw new AppError('conflict', { messageKey: 'billing.errors.subscriptionRunning' });
  const isRenewal =
    account.provider === 'bank_transfer' &&
    account.planType === transfer.planType &&
    account.currentPeriodEnd &&
    account.currentPeriodEnd > now;
  const periodStart = isRenewal && account.currentPeriodEnd ? account.currentPeriodEnd : now;
  await accounts.save(
    {
      ...account,
      planType: transfer.planType,
      interval: transfer.interval,
      status: 'active',
      provider: 'bank_transfer',
      trialEndsAt: account.trialEndsAt,
      currentPeriodEnd: paidPeriodEnd(periodStart, transfer.interval),
      cancelAt: null,
    },
    now,
  );
  await transfers.markConfirmed(transfer.id, now);
  return {
    organizationId: transfer.organizationId,
    transfer: { ...transfer, status: 'confirmed', confirmedAt: now },
    alreadyConfirmed: false,
  };
}
