import { describe, expect, it } from 'vitest';
import { planLimitUsage } from './usePlanLimitUsage';

const limits = { activeProperties: 1, maxProperties: 3, activeTenants: 9, maxTenants: 10 };

describe('planLimitUsage', () => {
  it('shows the banner one away from the limit and at it, for the resource asked', () => {
    expect(planLimitUsage(limits, 'tenants')).toEqual({ active: 9, max: 10, isFull: false });
    expect(planLimitUsage({ ...limits, activeTenants: 10 }, 'tenants')).toEqual({
      active: 10,
      max: 10,
      isFull: true,
    });
    expect(planLimitUsage({ ...limits, activeProperties: 3 }, 'properties')).toEqual({
      active: 3,
      max: 3,
      isFull: true,
    });
  });

  it('shows nothing with room to spare or on an unlimited plan', () => {
    expect(planLimitUsage(limits, 'properties')).toBeNull();
    expect(planLimitUsage({ ...limits, activeTenants: 400, maxTenants: -1 }, 'tenants')).toBeNull();
  });
});
