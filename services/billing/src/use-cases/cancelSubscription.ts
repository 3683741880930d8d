import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { BillingDeps } from '../billingDeps';
import { applyProviderSubscription } from './applyProviderSubscription';
import { getSubscriptionOverview, type SubscriptionOverview } from './getSubscriptionOverview';
import { runningSubscription } from './runningSubscription';

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
