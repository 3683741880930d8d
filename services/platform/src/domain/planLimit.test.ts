import { describe, expect, it } from 'vitest';
import { assertBelowPlanLimit, type PlanLimitCheck } from './planLimit';

const check = (max: number | undefined, active: number): PlanLimitCheck & { counted: () => number } => {
  let counted = 0;
  return {
    max,
    countActive: async () => ((counted += 1), active),
    messageKey: 'errors.tenantLimitReached',
    params: (activeTenants, maxTenants) => ({ activeTenants, maxTenants }),
    counted: () => counted,
  };
};

describe('assertBelowPlanLimit', () => {
  it('lets one more in below the maximum', async () => {
    await expect(assertBelowPlanLimit(check(10, 9))).resolves.toBeUndefined();
  });

  it('refuses at the maximum with plan_required, its own message and both numbers', async () => {
    await expect(assertBelowPlanLimit(check(10, 10))).rejects.toMatchObject({
      code: 'plan_required',
      messageKey: 'errors.tenantLimitReached',
      params: { activeTenants: 10, maxTenants: 10 },
    });
  });

  it('does not count on an unlimited plan or when the plan was not looked up', async () => {
    const unlimited = check(-1, 500);
    const unknown = check(undefined, 500);
    await assertBelowPlanLimit(unlimited);
    await assertBelowPlanLimit(unknown);
    expect(unlimited.counted() + unknown.counted()).toBe(0);
  });
});
