import { describe, expect, it } from 'vitest';
import { subscriptionStatusText } from './subscriptionStatus';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const base = {
  provider: 'stripe',
  status: 'active',
  trialEndsAt: null,
  cancelAt: null,
  currentPeriodEnd: '2026-12-24T10:00:00Z',
} as const;

describe('subscriptionStatusText', () => {
  it('counts the days a trial has left, and its end date in Belgium', () => {
    expect(
      subscriptionStatusText({ ...base, provider: 'trial', trialEndsAt: '2026-12-01T23:30:00Z' }, NOW),
    ).toEqual({
      key: 'billing.status.trial',
      values: { count: 8, date: '02/12/2026' },
      tone: 'info',
    });
  });

  it('reads a trial from the plan alone while its end is still to come', () => {
    const plan = { status: 'active', trialEndsAt: '2026-11-30T10:00:00Z' } as const;
    expect(subscriptionStatusText(plan, NOW)).toMatchObject({
      key: 'billing.status.trial',
      values: { count: 6 },
    });
    expect(subscriptionStatusText(plan, Date.parse('2026-12-01T10:00:00Z'))).toMatchObject({
      key: 'billing.status.active',
    });
  });

  it('shows until when a cancelled subscription keeps its access', () => {
    expect(subscriptionStatusText({ ...base, cancelAt: '2026-12-24T10:00:00Z' }, NOW)).toMatchObject({
      key: 'billing.status.ending',
      values: { date: '24/12/2026' },
    });
    expect(subscriptionStatusText({ ...base, status: 'canceled' }, NOW)).toMatchObject({
      key: 'billing.status.canceledUntil',
      values: { date: '24/12/2026' },
    });
  });

  it('tells an overdue payment and an active subscription apart', () => {
    expect(subscriptionStatusText({ ...base, status: 'past_due' }, NOW)).toMatchObject({
      key: 'billing.status.pastDue',
      tone: 'danger',
    });
    expect(subscriptionStatusText(base, NOW)).toMatchObject({
      key: 'billing.status.active',
      tone: 'success',
    });
  });
});
