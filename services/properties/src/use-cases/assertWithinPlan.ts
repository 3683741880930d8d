import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { propertyRepository } from '../repositories/propertyRepository';

/**
 * Refuses one more active property beyond the plan's maxProperties (-1: unlimited). Archived properties do not
 * count, so archiving frees a place and unarchiving takes one.
 */
export async function assertWithinPlan(
  repository: ReturnType<typeof propertyRepository>,
  context: RequestContext,
  maxProperties: number | undefined,
): Promise<void> {
  if (maxProperties === undefined || maxProperties < 0) return;
  const active = await repository.countActive(context.organizationId);
  if (active >= maxProperties) {
    throw new AppError('plan_required', { messageKey: 'errors.propertyLimitReached', params: { activeProperties: active, maxProperties } });
  }
}
