import { randomInt } from 'node:crypto';
import type { Language } from '@immodesk/platform/domain/language';
import { makeStructuredReference } from '@immodesk/platform/domain/structuredReference';
import { AppError } from '@immodesk/platform/errors';
import type { RequestContext } from '@immodesk/platform/context';
import type { BankTransfer, BankTransferReason, ProviderBankAccount } from '../domain/bankTransfer';
import {
  planPriceCents,
  type BillingInterval,
  type CheckoutPlanType,
} from '@immodesk/contracts/vocabulary/plans';
import type { BillingDeps } from '../billingDeps';
import { renderBankTransferMail } from '../mails/bankTransferMail';
import { bankTransferRepository } from '../repositories/bankTransferRepository';

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
