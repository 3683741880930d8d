import {
  PLAN_CATALOGUE,
  PLAN_TYPES,
  yearlySavingPercent as catalogueSaving,
  type PlanType,
} from '@immodesk/contracts/vocabulary/plans';

/**
 * SPEC §9 plans as the pricing page shows them, read from the plan catalogue that checkout, the subscription page
 * and the server gates read (a zod-free module, so this bundle stays free of zod). Yearly prices are shown per
 * month billed yearly; unlimited (-1 in the catalogue) is null here.
 */
export type PlanId = PlanType;

export type Plan = {
  id: PlanId;
  maxProperties: number | null;
  maxTenants: number | null;
  /** Euro cents per month; null for custom pricing. */
  monthlyCents: number | null;
  yearlyPerMonthCents: number | null;
  isHighlighted?: boolean;
};

const unlimitedAsNull = (maximum: number): number | null => (maximum < 0 ? null : maximum);

export const PLANS: readonly Plan[] = PLAN_TYPES.map((id) => {
  const plan = PLAN_CATALOGUE[id];
  return {
    id,
    maxProperties: unlimitedAsNull(plan.maxProperties),
    maxTenants: unlimitedAsNull(plan.maxTenants),
    monthlyCents: plan.monthlyPriceCents,
    yearlyPerMonthCents: plan.yearlyPriceCents === null ? null : plan.yearlyPriceCents / 12,
    ...(id === 'professional' ? { isHighlighted: true } : {}),
  };
});

/** Whole percent saved by paying yearly. */
export function yearlySavingPercent(plan: Plan): number {
  return catalogueSaving(plan.id);
}
