import { describe, expect, it } from 'vitest';
import { effectivePlan, type BillingAccount } from './billingAccount';
import { PAST_DUE_GRACE_DAYS, planForSubscriptionStatus } from './planForSubscriptionStatus';

const PERIOD_END = new Date('2026-11-20T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const BEFORE_END = new Date('2026-11-19T10:00:00Z');
const LAST_GRACE_MOMENT = new Date(PERIOD_END.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS - 1);
const GRACE_OVER = new Date(PERIOD_END.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);

describe('what a subscription status gives', () => {
  it.each([
    { status: 'active', now: GRACE_OVER, keepsPlan: true, shownStatus: 'active' },
    { status: 'past_due', now: BEFORE_END, keepsPlan: true, shownStatus: 'past_due' },
    { status: 'past_due', now: LAST_GRACE_MOMENT, keepsPlan: true, shownStatus: 'past_due' },
    { status: 'past_due', now: GRACE_OVER, keepsPlan: false, shownStatus: 'past_due' },
    { status: 'unpaid', now: BEFORE_END, keepsPlan: false, shownStatus: 'past_due' },
    { status: 'paused', now: BEFORE_END, keepsPlan: false, shownStatus: 'incomplete' },
    { status: 'canceled', now: BEFORE_END, keepsPlan: false, shownStatus: 'canceled' },
    { status: 'incomplete', now: BEFORE_END, keepsPlan: false, shownStatus: 'incomplete' },
    { status: 'unknown', now: BEFORE_END, keepsPlan: false, shownStatus: 'unknown' },
    { status: 'some_future_status', now: BEFORE_END, keepsPlan: false, shownStatus: 'unknown' },
  ])('$status at $now: keeps the plan $keepsPlan, shown as $shownStatus', ({ status, now, ...expected }) => {
    expect(planForSubscriptionStatus(status, PERIOD_END, now)).toEqual(expected);
  });

  it('gives Free to a past due subscription whose period end is not known (no grace can be counted)', () => {
    expect(planForSubscriptionStatus('past_due', null, BEFORE_END).keepsPlan).toBe(false);
  });

  it('is the rule the plan in force follows', () => {
    const account: BillingAccount = {
      organizationId: 'org',
      planType: 'professional',
      status: 'past_due',
      provider: 'stripe',
      interval: 'monthly',
      trialEndsAt: null,
      currentPeriodEnd: PERIOD_END,
      cancelAt: null,
      stripeCustomerId: 'cus',
      stripeSubscriptionId: 'sub',
      stripeStateAt: BEFORE_END,
    };
    expect(effectivePlan(account, LAST_GRACE_MOMENT)).toMatchObject({
      planType: 'professional',
      status: 'past_due',
    });
    expect(effectivePlan(account, GRACE_OVER)).toMatchObject({ planType: 'free', status: 'past_due' });
    expect(effectivePlan({ ...account, status: 'unpaid' }, BEFORE_END)).toMatchObject({
      planType: 'free',
      maxProperties: 3,
    });
  });
});
