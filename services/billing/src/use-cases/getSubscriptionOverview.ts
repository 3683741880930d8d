import type { RequestContext } from '@immodesk/platform/context';
import { effectivePlan, type EffectivePlan } from '../domain/billingAccount';
import type { BankTransfer } from '../domain/bankTransfer';
import type { BillingDeps } from '../billingDeps';
import type { ProviderInvoice } from '../ports/paymentProvider';
import { bankTransferRepository } from '../repositories/bankTransferRepository';
import { billingAccountRepository } from '../repositories/billingAccountRepository';
import { manageableSubscription } from './runningSubscription';

export type SubscriptionOverview = {
  plan: EffectivePlan;
  nextInvoice: { amountCents: number; date: Date } | null;
  invoices: ProviderInvoice[];
  pendingBankTransfer: BankTransfer | null;
  canManageOnline: boolean;
};

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
