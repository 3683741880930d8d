import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE, yearlySavingPercent as catalogueSaving } from '@immodesk/contracts/billing/planCatalogue';
import { PLANS, yearlySavingPercent } from './plans';

/**
 * The pricing page keeps its own copy of the numbers (the website bundle stays free of zod and app code); this
 * holds it to the catalogue the subscription page, checkout and every server gate read.
 */
describe('the pricing page plans', () => {
  it.each(PLANS.map((plan) => [plan.id, plan] as const))('%s has the limits and prices of the billing catalogue', (id, plan) => {
    const catalogue = PLAN_CATALOGUE[id];
    const unlimitedAsNull = (maximum: number) => (maximum < 0 ? null : maximum);
    expect(plan.maxProperties).toBe(unlimitedAsNull(catalogue.maxProperties));
    expect(plan.maxTenants).toBe(unlimitedAsNull(catalogue.maxTenants));
    expect(plan.monthlyCents).toBe(catalogue.monthlyPriceCents);
    expect(plan.yearlyPerMonthCents).toBe(catalogue.yearlyPriceCents === null ? null : catalogue.yearlyPriceCents / 12);
    expect(yearlySavingPercent(plan)).toBe(catalogueSaving(id));
  });
});
