import type { RequestContext } from '@immodesk/platform/context';
import { assertBelowPlanLimit } from '@immodesk/platform/domain/planLimit';
import type { propertyRepository } from '../repositories/propertyRepository';

/**
 * Refuses one more (or `adding` more) active property beyond the plan's maxProperties (-1: unlimited). Archived properties do not
 * count, so archiving frees a place and unarchiving takes one.
 */
export function assertWithinPlan(
  repository: ReturnType<typeof propertyRepository>,
  context: RequestContext,
  maxProperties: number | undefined,
  adding = 1,
): Promise<void> {
  return assertBelowPlanLimit({
    max: maxProperties,
    adding,
    countActive: () => repository.countActive(context.organizationId),
    messageKey: 'errors.propertyLimitReached',
    params: (activeProperties, max) => ({ activeProperties, maxProperties: max }),
  });
}
