import {
  ZBillingInterval,
  ZCheckoutPlanType,
  type TBillingInterval,
  type TCheckoutPlanType,
} from '@immodesk/contracts/billing/planChoice';

/** What /checkout is asked to do, read from its query string. */
export type CheckoutRequest =
  | { kind: 'return'; sessionId: string }
  | { kind: 'enterprise' }
  | { kind: 'choose'; plan: TCheckoutPlanType; interval: TBillingInterval; wasPaymentCancelled: boolean };

/** The payment provider sends the user back with `session_id`; `canceled` when they left its page without paying. */
export const CHECKOUT_SESSION_PARAM = 'session_id';
export const CHECKOUT_CANCELLED_PARAM = 'canceled';

/**
 * `/checkout?plan=&interval=`: an unknown or missing plan starts on Professional (the plan of the trial), an unknown
 * interval on monthly; `plan=enterprise` is for sales, never sold online.
 */
export function checkoutRequestFrom(search: string): CheckoutRequest {
  const params = new URLSearchParams(search);
  const sessionId = params.get(CHECKOUT_SESSION_PARAM)?.trim();
  if (sessionId) return { kind: 'return', sessionId };
  const requestedPlan = params.get('plan');
  if (requestedPlan === 'enterprise') return { kind: 'enterprise' };
  const plan = ZCheckoutPlanType.safeParse(requestedPlan);
  const interval = ZBillingInterval.safeParse(params.get('interval'));
  return {
    kind: 'choose',
    plan: plan.success ? plan.data : 'professional',
    interval: interval.success ? interval.data : 'monthly',
    wasPaymentCancelled: params.has(CHECKOUT_CANCELLED_PARAM),
  };
}

/** The /checkout link for a plan and interval. */
export function checkoutPath(
  plan: TCheckoutPlanType | 'enterprise',
  interval: TBillingInterval = 'monthly',
): string {
  return plan === 'enterprise'
    ? '/checkout?plan=enterprise'
    : `/checkout?${new URLSearchParams({ plan, interval }).toString()}`;
}
