import type { RequestContext } from '@immodesk/platform/context';
import { assertBelowPlanLimit } from '@immodesk/platform/domain/planLimit';
import type { tenantRepository } from '../repositories/tenantRepository';

/**
 * Refuses one more (or `adding` more) active tenant beyond the plan's maxTenants (-1: unlimited). Inactive tenants do not count, so
 * deactivating one frees a place and reactivating takes one.
 */
export function assertWithinTenantPlan(
  repository: ReturnType<typeof tenantRepository>,
  context: RequestContext,
  maxTenants: number | undefined,
  adding = 1,
): Promise<void> {
  return assertBelowPlanLimit({
    max: maxTenants,
    adding,
    countActive: () => repository.countActive(context.organizationId),
    messageKey: 'errors.tenantLimitReached',
    params: (activeTenants, max) => ({ activeTenants, maxTenants: max }),
  });
}
