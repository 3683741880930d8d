import type { RequestContext } from '@immodesk/platform/context';
import type { OrganizationPlan, OrganizationPlans } from '../domain/plan';

/** The signed-in organization's plan in force (trial included) with its limits (-1 = unlimited), from billing. */
export function getOrganizationPlan(
  plans: OrganizationPlans,
  context: RequestContext,
): Promise<OrganizationPlan> {
  return plans.effectivePlan(context.organizationId);
}
