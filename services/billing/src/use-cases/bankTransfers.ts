import { randomInt } from 'node:crypto';
import type { Language } from '@immodesk/platform/domain/language';
import {
  makeStructuredReference,
  normalizeStructuredReference,
} from '@immodesk/platform/domain/structuredReference';
import { AppError } from '@immodesk/platform/errors';
import type { RequestContext } from '@immodesk/platform/context';
import {
  paidPeriodEnd,
  type BankTransfer,
  type BankTransferReason,
  type ProviderBankAccount,
} from '../domain/bankTransfer';
import {
  planPriceCents,
  type BillingInterval,
  type CheckoutPlanType,
} from '@immodesk/contracts/vocabulary/plans';
import type { BillingDeps } from '../billingDeps';
import { renderBankTransferMail } from '../mails/bankTransferMail';
import { bankTransferRepository } from '../repositories/bankTransferRepository';
import { billingAccountRepository } from '../repositories/billingAccountRepository';
import { emptyAccount } from './plans';

export type Payer = { email: string; firstName: string; language: Language };

async function uniqueReference(deps: Pick<BillingDeps, 'dataSource'>): Promise<string> {
  const transfers = bankTransferRepository(deps.dataSource);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    // A random 10-digit base: a reference names one transfer and cannot be guessed from another.
    const reference = makeStructuredReference(randomInt(1, 10_000_000_000));
    if (!(await transfers.referenceExists(reference))) return reference;
  }
  throw new Error('No free structured reference found');
}

/** Records a transfer to expect and mails its instructions in the payer's language (SPEC.md §4). */
export async function offerBankTransfer(
  deps: BillingDeps,
  context: RequestContext,
  input: { plan: CheckoutPlanType; interval: BillingInterval; reason: BankTransferReason; payer: Payer },
): Promise<{ transfer: BankTransfer; bankAccount: ProviderBankAccount }> {
  const { bankAccount } = deps;
  if (!bankAccount) throw new AppError('unavailable', { messageKey: 'billing.errors.paymentUnavailable' });
  const amountCents = planPriceCents(input.plan, input.interval);
  if (!amountCents) throw new AppError('business_rule', { messageKey: 'billing.errors.noOnlinePrice' });
  const transfer = await bankTransferRepository(deps.dataSource).insert({
    organizationId: context.organizationId,
    planType: input.plan,
    interval: input.interval,
    amountCents,
    structuredReference: await uniqueReference(deps),
    reason: input.reason,
    status: 'pending',
    createdAt: deps.clock.now(),
    confirmedAt: null,
  });
  await deps.mailer.send(renderBankTransferMail(deps.brand, bankAccount, transfer, input.payer));
  return { transfer, bankAccount };
}

export function pendingBankTransfer(
  deps: Pick<BillingDeps, 'dataSource'>,
  context: RequestContext,
): Promise<BankTransfer | null> {
  return bankTransferRepository(deps.dataSource).latestPending(context.organizationId);
}

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
