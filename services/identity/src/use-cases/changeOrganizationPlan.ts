import type { RequestContext } from '@immodesk/platform/context';
import type { OrganizationPlans, PlanStatus, PlanType } from '../domain/plan';

/**
 * Puts the organization on a plan as the provider's administrator (the demo seed, tests, `npm run plan:set`).
 * Paid plans bought in the product go through billing's checkout instead.
 */
export function changeOrganizationPlan(
  plans: OrganizationPlans,
  context: RequestContext,
  input: { planType: PlanType; status?: PlanStatus },
): Promise<void> {
  return plans.setPlan(context.organizationId, input);
}
