import { effectivePlan, type EffectivePlan } from '../domain/billingAccount';
import type { BillingDeps } from '../billingDeps';
import { billingAccountRepository } from '../repositories/billingAccountRepository';

/** The plan in force for the organization now (trial and period ends included): what every gate asks. */
export async function getEffectivePlan(
  deps: Pick<BillingDeps, 'dataSource' | 'clock'>,
  organizationId: string,
): Promise<EffectivePlan> {
  return effectivePlan(
    await billingAccountRepository(deps.dataSource).find(organizationId),
    deps.clock.now(),
  );
}
