import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { BillingInterval, CheckoutPlanType } from '@immodesk/contracts/vocabulary/plans';
import type { BillingDeps } from '../billingDeps';
import { applyProviderSubscription } from './applyProviderSubscription';
import { getSubscriptionOverview, type SubscriptionOverview } from './getSubscriptionOverview';
import { runningSubscription } from './runningSubscription';

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
