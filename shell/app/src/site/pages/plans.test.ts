import { describe, expect, it } from 'vitest';
import { PLANS, yearlySavingPercent } from './plans';

describe('the pricing page plans', () => {
  it('shows the free plan with 3 properties and 10 tenants, the subscription page’s reading of SPEC §9', () => {
    expect(PLANS.find((plan) => plan.id === 'free')).toMatchObject({
      maxProperties: 3,
      maxTenants: 10,
      monthlyCents: 0,
    });
  });

  it('shows yearly prices per month and Enterprise without limits or price', () => {
    expect(PLANS.find((plan) => plan.id === 'basic')).toMatchObject({
      monthlyCents: 2500,
      yearlyPerMonthCents: 1900,
    });
    expect(PLANS.find((plan) => plan.id === 'enterprise')).toMatchObject({
      maxProperties: null,
      maxTenants: null,
      monthlyCents: null,
      yearlyPerMonthCents: null,
    });
  });

  it('highlights Professional and saves up to 24% yearly (SPEC §9)', () => {
    expect(PLANS.filter((plan) => plan.isHighlighted).map((plan) => plan.id)).toEqual(['professional']);
    expect(Math.max(...PLANS.map(yearlySavingPercent))).toBe(24);
  });
});
