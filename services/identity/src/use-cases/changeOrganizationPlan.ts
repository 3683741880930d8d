import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { PlanStatus, PlanType } from '../domain/plan';
import { planRepository } from '../repositories/planRepository';

/**
 * Puts the organization on a plan. Today only the demo seed and tests call it; billing (checkout verification,
 * webhooks, cancellation at period end) will be its caller once it lands.
 */
export async function changeOrganizationPlan(
  dataSource: DataSource,
  context: RequestContext,
  input: { planType: PlanType; status?: PlanStatus },
): Promise<void> {
  const plans = planRepository(dataSource);
  if (!(await plans.findPlan(input.planType))) throw new AppError('not_found');
  const result = await plans.setOrganizationPlan(context.organizationId, input.planType, input.status ?? 'active');
  if (!result.affected) throw new AppError('not_found');
}
