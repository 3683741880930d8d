import { emptyAccount, type BillingAccount } from '../domain/billingAccount';
import type { WebhookEventResult } from '../domain/webhookEvent';
import type { BillingDeps } from '../billingDeps';
import type { ProviderSubscription } from '../ports/paymentProvider';
import { billingAccountRepository } from '../repositories/billingAccountRepository';

export type ApplyOutcome = {
  result: WebhookEventResult;
  detail: string | null;
  organizationId: string | null;
};

/**
 * Takes over the subscription state Stripe reports, unless the account already holds a newer one (events arrive
 * out of order; `stateAt` is when the reported state was current). Used by webhooks and the return from checkout,
 * so either may come first and the second changes nothing.
 */
export async function applyProviderSubscription(
  deps: Pick<BillingDeps, 'dataSource' | 'clock'>,
  subscription: ProviderSubscription,
  stateAt: Date,
  organizationHint: string | null = null,
): Promise<ApplyOutcome> {
  const accounts = billingAccountRepository(deps.dataSource);
  const existing = (await accounts.findByStripeSubscription(subscription.id)) ?? null;
  const organizationId = existing?.organizationId ?? subscription.organizationId ?? organizationHint;
  if (!organizationId)
    return { result: 'ignored', detail: 'no organization for this subscription', organizationId: null };
  const account: BillingAccount =
    existing ?? (await accounts.find(organizationId)) ?? emptyAccount(organizationId);
  if (
    account.stripeSubscriptionId === subscription.id &&
    account.stripeStateAt &&
    account.stripeStateAt > stateAt
  ) {
    return { result: 'ignored', detail: 'older than the stored subscription state', organizationId };
  }
  if (
    account.stripeSubscriptionId &&
    account.stripeSubscriptionId !== subscription.id &&
    account.status !== 'canceled' &&
    subscription.status === 'canceled'
  ) {
    return { result: 'ignored', detail: 'an earlier subscription that is no longer current', organizationId };
  }
  await accounts.save(
    {
      ...account,
      planType: subscription.plan?.planType ?? account.planType,
      interval: subscription.plan?.interval ?? account.interval,
      status: subscription.status,
      provider: 'stripe',
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAt: subscription.cancelAt,
      stripeCustomerId: subscription.customerId || account.stripeCustomerId,
      stripeSubscriptionId: subscription.id,
      stripeStateAt: stateAt,
    },
    deps.clock.now(),
  );
  return { result: 'processed', detail: null, organizationId };
}
