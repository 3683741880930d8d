import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { effectivePlan, type BillingAccount, type EffectivePlan } from '../domain/billingAccount';
import type { BankTransfer } from '../domain/bankTransfer';
import type { BillingInterval, CheckoutPlanType } from '@immodesk/contracts/vocabulary/plans';
import type { BillingDeps } from '../billingDeps';
import type { ProviderInvoice } from '../ports/paymentProvider';
import { bankTransferRepository } from '../repositories/bankTransferRepository';
import { billingAccountRepository } from '../repositories/billingAccountRepository';
import { applyProviderSubscription } from './applyProviderSubscription';

export type SubscriptionOverview = {
  plan: EffectivePlan;
  nextInvoice: { amountCents: number; date: Date } | null;
  invoices: ProviderInvoice[];
  pendingBankTransfer: BankTransfer | null;
  canManageOnline: boolean;
};

function manageableSubscription(
  account: BillingAccount | null,
): account is BillingAccount & { stripeSubscriptionId: string } {
  return Boolean(
    account?.provider === 'stripe' &&
    account.stripeSubscriptionId &&
    (account.status === 'active' || account.status === 'past_due'),
  );
}

async function runningSubscription(deps: BillingDeps, context: RequestContext) {
  const account = await billingAccountRepository(deps.dataSource).find(context.organizationId);
  if (!deps.provider || !manageableSubscription(account))
    throw new AppError('business_rule', { messageKey: 'billing.errors.noOnlineSubscription' });
  return { account, provider: deps.provider };
}

/** A confirmed bank transfer is listed with the card invoices: it is a payment for the plan, without a PDF. */
function transferAsInvoice(transfer: BankTransfer): ProviderInvoice {
  return {
    id: transfer.id,
    number: transfer.structuredReference,
    createdAt: transfer.confirmedAt ?? transfer.createdAt,
    amountCents: transfer.amountCents,
    status: 'paid',
    pdfUrl: null,
  };
}

/** The plan, its status and dates, the next invoice and past invoices (Stripe's, with their PDFs, and paid transfers). */
export async function getSubscriptionOverview(
  deps: BillingDeps,
  context: RequestContext,
): Promise<SubscriptionOverview> {
  const account = await billingAccountRepository(deps.dataSource).find(context.organizationId);
  const transfers = bankTransferRepository(deps.dataSource);
  const [pending, confirmed] = await Promise.all([
    transfers.latestPending(context.organizationId),
    transfers.listConfirmed(context.organizationId),
  ]);
  let invoices: ProviderInvoice[] = confirmed.map(transferAsInvoice);
  let nextInvoice: SubscriptionOverview['nextInvoice'] = null;
  const canManageOnline = Boolean(deps.provider) && manageableSubscription(account) && !account?.cancelAt;
  if (deps.provider && account?.stripeCustomerId) {
    try {
      invoices = [...(await deps.provider.listInvoices(account.stripeCustomerId)), ...invoices];
      if (canManageOnline && account.stripeSubscriptionId)
        nextInvoice = await deps.provider.upcomingInvoice(
          account.stripeCustomerId,
          account.stripeSubscriptionId,
        );
    } catch (error) {
      deps.onProviderError(error, 'subscription.read');
    }
  }
  invoices.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return {
    plan: effectivePlan(account, deps.clock.now()),
    nextInvoice,
    invoices,
    pendingBankTransfer: pending,
    canManageOnline,
  };
}

/** SPEC.md §4: the cancellation takes effect at the end of the paid period; access lasts until then. */
export async function cancelSubscription(
  deps: BillingDeps,
  context: RequestContext,
): Promise<SubscriptionOverview> {
  const { account, provider } = await runningSubscription(deps, context);
  try {
    const subscription = await provider.cancelAtPeriodEnd(account.stripeSubscriptionId);
    await applyProviderSubscription(deps, subscription, deps.clock.now(), context.organizationId);
  } catch (error) {
    deps.onProviderError(error, 'subscription.cancel');
    throw new AppError('unavailable', { messageKey: 'billing.errors.cancelFailed' });
  }
  return getSubscriptionOverview(deps, context);
}

/** Upgrade or downgrade at any time; Stripe prorates the rest of the period. A pending cancellation is withdrawn. */
export async function changePlan(
  deps: BillingDeps,
  context: RequestContext,
  input: { plan: CheckoutPlanType; interval: BillingInterval },
): Promise<SubscriptionOverview> {
  const { account, provider } = await runningSubscription(deps, context);
  if (account.planType === input.plan && account.interval === input.interval && !account.cancelAt) {
    throw new AppError('business_rule', { messageKey: 'billing.errors.samePlan' });
  }
  if (!provider.hasPrice(input.plan, input.interval))
    throw new AppError('business_rule', { messageKey: 'billing.errors.noOnlinePrice' });
  try {
    const subscription = await provider.changeSubscriptionPlan(
      account.stripeSubscriptionId,
      input.plan,
      input.interval,
    );
    await applyProviderSubscription(deps, subscription, deps.clock.now(), context.organizationId);
  } catch (error) {
    deps.onProviderError(error, 'subscription.change');
    throw new AppError('unavailable', { messageKey: 'billing.errors.changeFailed' });
  }
  return getSubscriptionOverview(deps, context);
}
