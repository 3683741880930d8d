import { describe, expect, it } from 'vitest';
import { yearlySavingPercent } from '@immodesk/contracts/vocabulary/plans';
import { effectivePlan, type BillingAccount } from './billingAccount';

const NOW = new Date('2026-11-24T10:00:00Z');
const account = (overrides: Partial<BillingAccount>): BillingAccount => ({
  organizationId: 'org',
  planType: 'basic',
  status: 'active',
  provider: 'stripe',
  interval: 'monthly',
  trialEndsAt: null,
  currentPeriodEnd: new Date('2026-12-24T10:00:00Z'),
  cancelAt: null,
  stripeCustomerId: 'cus',
  stripeSubscriptionId: 'sub',
  stripeStateAt: NOW,
  ...overrides,
});

describe('plan features', () => {
  it('save up to 24% yearly (SPEC.md §9)', () => {
    expect(Math.max(yearlySavingPercent('basic'), yearlySavingPercent('professional'))).toBe(24);
  });
});

describe('the plan in force', () => {
  it('is Free without billing', () => {
    expect(effectivePlan(null, NOW)).toMatchObject({
      planType: 'free',
      status: 'active',
      maxProperties: 3,
      maxTenants: 10,
    });
  });

  it('is Professional during the trial, Free after it', () => {
    const trial = account({
      planType: 'professional',
      provider: 'trial',
      trialEndsAt: new Date('2026-11-25T00:00:00Z'),
    });
    expect(effectivePlan(trial, NOW)).toMatchObject({
      planType: 'professional',
      features: { companyLogo: true },
    });
    expect(effectivePlan(trial, new Date('2026-11-25T00:00:01Z'))).toMatchObject({
      planType: 'free',
      features: { companyLogo: false },
    });
  });

  it('keeps the plan to a cancellation date, and past due while Stripe retries', () => {
    expect(effectivePlan(account({ cancelAt: new Date('2026-12-24T10:00:00Z') }), NOW).planType).toBe(
      'basic',
    );
    expect(effectivePlan(account({ cancelAt: new Date('2026-11-24T09:00:00Z') }), NOW)).toMatchObject({
      planType: 'free',
      status: 'canceled',
    });
    expect(effectivePlan(account({ status: 'past_due' }), NOW)).toMatchObject({
      planType: 'basic',
      status: 'past_due',
    });
    expect(effectivePlan(account({ status: 'incomplete' }), NOW).planType).toBe('free');
  });

  it('ends a bank-transfer period at its end', () => {
    const paid = account({ provider: 'bank_transfer', currentPeriodEnd: new Date('2026-11-24T09:59:59Z') });
    expect(effectivePlan(paid, NOW)).toMatchObject({ planType: 'free', status: 'canceled' });
  });
});
