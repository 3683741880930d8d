import { normalizeStructuredReference } from '@immodesk/platform/domain/structuredReference';
import { AppError } from '@immodesk/platform/errors';
import { paidPeriodEnd, type BankTransfer } from '../domain/bankTransfer';
import type { BillingDeps } from '../billingDeps';
import { bankTransferRepository } from '../repositories/bankTransferRepository';
import { billingAccountRepository } from '../repositories/billingAccountRepository';
import { emptyAccount } from '../domain/billingAccount';

/** A reference offered longer ago than this is not confirmed: the offer (and its price) is stale (issue 26). */
export const TRANSFER_REFERENCE_MAX_AGE_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The provider saw the transfer on its own account (admin command): the plan is active for the period paid, counted
 * from the end of a period already paid for the same plan, else from now. A landlord's own bank-statement import never
 * calls this. The amount received must be the amount offered, and the offer at most 60 days old (business_rule
 * otherwise, with the offered amount or the offer's date). A second confirmation of the same reference changes
 * nothing.
 */
export async function confirmBankTransfer(
  deps: Pick<BillingDeps, 'dataSource' | 'clock'>,
  input: { reference: string; amountCents: number },
): Promise<{ organizationId: string; transfer: BankTransfer; alreadyConfirmed: boolean }> {
  const normalized = normalizeStructuredReference(input.reference);
  if (!normalized) throw new AppError('validation_error', { messageKey: 'billing.errors.invalidReference' });
  const transfers = bankTransferRepository(deps.dataSource);
  const transfer = await transfers.findByReference(normalized);
  if (!transfer) throw new AppError('not_found');
  if (input.amountCents !== transfer.amountCents)
    throw new AppError('business_rule', {
      messageKey: 'billing.errors.transferAmountMismatch',
      params: { offeredCents: transfer.amountCents, receivedCents: input.amountCents },
    });
  if (transfer.status === 'confirmed')
    return { organizationId: transfer.organizationId, transfer, alreadyConfirmed: true };
  const now = deps.clock.now();
  if (now.getTime() - transfer.createdAt.getTime() > TRANSFER_REFERENCE_MAX_AGE_DAYS * DAY_MS)
    throw new AppError('business_rule', {
      messageKey: 'billing.errors.transferReferenceExpired',
      params: {
        offeredOn: transfer.createdAt.toISOString().slice(0, 10),
        days: TRANSFER_REFERENCE_MAX_AGE_DAYS,
      },
    });
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
