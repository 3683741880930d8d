import type { PlanStatus } from '@immodesk/contracts/vocabulary/plans';

/** Days a `past_due` subscription keeps its plan after the period end while Stripe retries the payment. */
export const PAST_DUE_GRACE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a subscription in this status gives its plan now, and the status the screens show for it. */
export type StatusPlan = { keepsPlan: boolean; shownStatus: PlanStatus };

/**
 * The one rule for what a subscription status gives (docs/decisions/billing.md, 2026-11-28). Stripe's statuses, as
 * its API reference describes them (https://docs.stripe.com/api/subscriptions/object#subscription_object-status,
 * read through https://docs.rs/async-stripe-shared/1.0.0-alpha.9/stripe_shared/enum.SubscriptionStatus.html):
 * `past_due` while retries run (the plan is kept to the period end plus a fixed grace, computed from the clock so
 * no job has to run), `unpaid` once retries are exhausted and `paused` when a trial ended without a payment method
 * (both Free), `canceled`/`incomplete_expired` ended, `incomplete` before the first payment. Any status this code
 * does not know gives Free too: access is never granted by a value nobody decided on. `status` is the stored string,
 * so a row holding a value this code does not know is covered as well.
 */
export function planForSubscriptionStatus(
  status: string,
  currentPeriodEnd: Date | null,
  now: Date,
): StatusPlan {
  switch (status) {
    case 'active':
      return { keepsPlan: true, shownStatus: 'active' };
    case 'past_due':
      return {
        keepsPlan:
          currentPeriodEnd !== null &&
          now.getTime() < currentPeriodEnd.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS,
        shownStatus: 'past_due',
      };
    case 'canceled':
      return { keepsPlan: false, shownStatus: 'canceled' };
    case 'incomplete':
      return { keepsPlan: false, shownStatus: 'incomplete' };
    // Retries are exhausted: the payment is still overdue.
    case 'unpaid':
      return { keepsPlan: false, shownStatus: 'past_due' };
    // No payment method after a trial: the payment was never completed.
    case 'paused':
      return { keepsPlan: false, shownStatus: 'incomplete' };
    default:
      return { keepsPlan: false, shownStatus: 'unknown' };
  }
}
