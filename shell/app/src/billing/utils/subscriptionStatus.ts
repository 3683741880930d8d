import type { TSubscriptionResponse } from '@immodesk/contracts/billing/subscription.contract';
import { formatDate, toBrusselsDate } from '@immodesk/sdk';

export type SubscriptionStatusText = {
  key: string;
  values: Record<string, string | number>;
  tone: 'success' | 'warning' | 'danger' | 'info' | 'neutral';
};

/** What both GET /api/billing/subscription and GET /api/user/plan tell about the status. */
export type SubscriptionStatusInput = Pick<TSubscriptionResponse, 'status'> &
  Partial<Pick<TSubscriptionResponse, 'provider'>> & {
    trialEndsAt?: string | null;
    cancelAt?: string | null;
    currentPeriodEnd?: string | null;
  };

const DAY_MS = 24 * 60 * 60 * 1000;

const showInstant = (instant: string) => formatDate(toBrusselsDate(instant));

/**
 * The status line of a subscription (SPEC §4): a trial with the days it has left, a cancellation with the date
 * access ends, or the payment status. Keys under `billing.status`.
 */
export function subscriptionStatusText(
  subscription: SubscriptionStatusInput,
  now = Date.now(),
): SubscriptionStatusText {
  const { provider, status, trialEndsAt, cancelAt, currentPeriodEnd } = subscription;
  // GET /api/user/plan names no provider: a trial end still to come is the trial.
  const isTrial =
    provider === undefined ? Boolean(trialEndsAt && Date.parse(trialEndsAt) > now) : provider === 'trial';
  if (isTrial && trialEndsAt) {
    const daysLeft = Math.max(0, Math.ceil((new Date(trialEndsAt).getTime() - now) / DAY_MS));
    return {
      key: 'billing.status.trial',
      values: { count: daysLeft, date: showInstant(trialEndsAt) },
      tone: 'info',
    };
  }
  if (cancelAt)
    return { key: 'billing.status.ending', values: { date: showInstant(cancelAt) }, tone: 'warning' };
  if (status === 'canceled') {
    return currentPeriodEnd
      ? {
          key: 'billing.status.canceledUntil',
          values: { date: showInstant(currentPeriodEnd) },
          tone: 'warning',
        }
      : { key: 'billing.status.canceled', values: {}, tone: 'neutral' };
  }
  if (status === 'past_due') return { key: 'billing.status.pastDue', values: {}, tone: 'danger' };
  if (status === 'incomplete') return { key: 'billing.status.incomplete', values: {}, tone: 'warning' };
  if (status === 'active') return { key: 'billing.status.active', values: {}, tone: 'success' };
  return { key: 'billing.status.unknown', values: {}, tone: 'neutral' };
}
