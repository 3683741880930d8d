import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { BillingInterval, PlanType } from '@immodesk/contracts/vocabulary/plans';
import type { BillingDeps } from '../billingDeps';
import { billingAccountRepository } from '../repositories/billingAccountRepository';
import { checkoutSessionRepository } from '../repositories/checkoutSessionRepository';
import { applyProviderSubscription } from './applyProviderSubscription';

export type CheckoutVerification = {
  sessionId: string;
  state: 'processing' | 'active' | 'failed';
  planType: PlanType;
  interval: BillingInterval;
};

/**
 * The return from Stripe (SPEC.md §4 "activated after checkout verification"): a paid session activates the plan
 * here if the webhook has not yet done so; either way the second one changes nothing.
 */
export async function verifyCheckoutSession(
  deps: BillingDeps,
  context: RequestContext,
  sessionId: string,
): Promise<CheckoutVerification> {
  const own = await checkoutSessionRepository(deps.dataSource).findOwn(context.organizationId, sessionId);
  if (!own || !deps.provider) throw new AppError('not_found');
  const base = { sessionId, planType: own.planType, interval: own.interval };
  let session;
  try {
    session = await deps.provider.retrieveCheckoutSession(sessionId);
  } catch (error) {
    deps.onProviderError(error, 'checkout.verify');
    throw new AppError('unavailable', { messageKey: 'billing.errors.verificationFailed' });
  }
  if (session.status === 'expired') return { ...base, state: 'failed' };
  if (session.status !== 'complete' || !session.paid || !session.subscriptionId)
    return { ...base, state: 'processing' };
  const account = await billingAccountRepository(deps.dataSource).find(context.organizationId);
  if (account?.stripeSubscriptionId !== session.subscriptionId) {
    try {
      const subscription = await deps.provider.retrieveSubscription(session.subscriptionId);
      await applyProviderSubscription(deps, subscription, deps.clock.now(), context.organizationId);
    } catch (error) {
      deps.onProviderError(error, 'checkout.verify');
      return { ...base, state: 'processing' };
    }
  }
  const updated = await billingAccountRepository(deps.dataSource).find(context.organizationId);
  return {
    ...base,
    state:
      updated?.status === 'active' && updated.stripeSubscriptionId === session.subscriptionId
        ? 'active'
        : 'processing',
  };
}
