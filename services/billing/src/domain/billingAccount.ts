import {
  PLAN_CATALOGUE,
  type BillingInterval,
  type PlanDefinition,
  type PlanStatus,
  type PlanType,
} from '@immodesk/contracts/vocabulary/plans';
import { planForSubscriptionStatus } from './planForSubscriptionStatus';

/**
 * A subscription's stored state in Stripe's spelling: SPEC.md §4's states plus `unpaid` and `paused`, which the
 * screens show as `past_due` and `incomplete`; `unknown` when the provider reports something else.
 */
export type SubscriptionStatus = PlanStatus | 'unpaid' | 'paused';

/** How the plan is paid: a card subscription, a bank-transfer period, set by the provider's admin, the trial, or nothing (Free). */
export type BillingProvider = 'stripe' | 'bank_transfer' | 'admin' | 'trial' | 'none';

/** One organization's billing state (one row per organization; none means Free, never subscribed). */
export type BillingAccount = {
  organizationId: string;
  planType: PlanType;
  status: SubscriptionStatus;
  provider: BillingProvider;
  interval: BillingInterval | null;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  /** When the subscription state last applied from Stripe was current: older events are ignored (out of order delivery). */
  stripeStateAt: Date | null;
};

/** The plan in force now, with its limits and features, and the dates the screens show. */
export type EffectivePlan = PlanDefinition & { status: PlanStatus } & Pick<
    BillingAccount,
    'provider' | 'interval' | 'trialEndsAt' | 'currentPeriodEnd' | 'cancelAt'
  >;

function withLimits(planType: PlanType, rest: Omit<EffectivePlan, keyof PlanDefinition>): EffectivePlan {
  return { ...PLAN_CATALOGUE[planType], ...rest };
}

/** An organization with no billing row: Free, never subscribed. */
export function emptyAccount(organizationId: string): BillingAccount {
  return {
    organizationId,
    planType: 'free',
    status: 'active',
    provider: 'none',
    interval: null,
    trialEndsAt: null,
    currentPeriodEnd: null,
    cancelAt: null,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    stripeStateAt: null,
  };
}

/**
 * What an account gives today. A trial past its end, a cancellation past its date, a subscription status that
 * ends access (planForSubscriptionStatus: ended, unpaid, paused, unknown, past due beyond its grace) and a
 * bank-transfer period that ran out all give Free — the data stays,
 * only the limits and features change.
 */
export function effectivePlan(stored: BillingAccount | null, now: Date): EffectivePlan {
  // No row gives Free, never subscribed (the organization id plays no part here).
  const account = stored ?? emptyAccount('');
  const dates = {
    trialEndsAt: account.trialEndsAt,
    currentPeriodEnd: account.currentPeriodEnd,
    cancelAt: account.cancelAt,
  };
  const base = { provider: account.provider, interval: account.interval, ...dates };
  const free = (status: PlanStatus) => withLimits('free', { ...base, status });
  if (account.provider === 'trial')
    return account.trialEndsAt && account.trialEndsAt > now
      ? withLimits(account.planType, { ...base, status: 'active' })
      : free('active');
  const { keepsPlan, shownStatus } = planForSubscriptionStatus(account.status, account.currentPeriodEnd, now);
  if (!keepsPlan) return free(shownStatus);
  if (account.cancelAt && account.cancelAt <= now) return free('canceled');
  if (account.provider === 'bank_transfer' && account.currentPeriodEnd && account.currentPeriodEnd <= now)
    return free('canceled');
  return withLimits(account.planType, { ...base, status: shownStatus });
}
