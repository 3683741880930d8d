/**
 * SPEC §9 plans. The free plan reads 3 properties and 10 tenants (SPEC lists 2/5 on the pricing page and 3/10 on
 * the subscription page; the lead chose the subscription page's reading so the two pages agree). Yearly prices
 * are per month billed yearly; the largest saving is 24% (SPEC: "saves up to 24%").
 * The numbers are those of the billing catalogue (@immodesk/contracts/billing/planCatalogue) that checkout, the
 * subscription page and the server gates read; plans.test.ts holds them equal (this bundle stays free of zod).
 */
export type PlanId = 'free' | 'basic' | 'professional' | 'enterprise';

export type Plan = {
  id: PlanId;
  maxProperties: number | null;
  maxTenants: number | null;
  /** Euro cents per month; null for custom pricing. */
  monthlyCents: number | null;
  yearlyPerMonthCents: number | null;
  isHighlighted?: boolean;
};

export const PLANS: readonly Plan[] = [
  { id: 'free', maxProperties: 3, maxTenants: 10, monthlyCents: 0, yearlyPerMonthCents: 0 },
  { id: 'basic', maxProperties: 10, maxTenants: 25, monthlyCents: 2500, yearlyPerMonthCents: 1900 },
  { id: 'professional', maxProperties: 50, maxTenants: 150, monthlyCents: 6000, yearlyPerMonthCents: 4800, isHighlighted: true },
  { id: 'enterprise', maxProperties: null, maxTenants: null, monthlyCents: null, yearlyPerMonthCents: null },
];

/** Whole percent saved by paying yearly. */
export function yearlySavingPercent(plan: Plan): number {
  if (!plan.monthlyCents || plan.yearlyPerMonthCents === null) return 0;
  return Math.round(((plan.monthlyCents - plan.yearlyPerMonthCents) / plan.monthlyCents) * 100);
}
