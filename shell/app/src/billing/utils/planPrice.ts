import type { TBillingInterval } from '@immodesk/contracts/billing/planChoice';
import { PLAN_CATALOGUE, planPriceCents, yearlySavingPercent } from '@immodesk/contracts/vocabulary/plans';
import type { TPlanType } from '@immodesk/contracts/plan/plan.contract';

export type PlanPrice = {
  /** What one payment for the interval costs. */
  amountCents: number;
  /** The same spread per month (a yearly price divided by 12). */
  perMonthCents: number;
  savingPercent: number;
};

/** A plan's price for an interval, as the pricing page shows it; null for plans without an online price. */
export function planPrice(planType: TPlanType, interval: TBillingInterval): PlanPrice | null {
  const amountCents = planPriceCents(planType, interval);
  if (amountCents === null || PLAN_CATALOGUE[planType].monthlyPriceCents === null) return null;
  return {
    amountCents,
    perMonthCents: interval === 'yearly' ? Math.round(amountCents / 12) : amountCents,
    savingPercent: interval === 'yearly' ? yearlySavingPercent(planType) : 0,
  };
}
