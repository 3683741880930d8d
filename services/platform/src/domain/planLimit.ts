import { AppError } from '../errors';

export type PlanLimitCheck = {
  /** The plan's maximum (-1: unlimited; absent: the caller did not look the plan up, so nothing is checked). */
  max: number | undefined;
  /** Counts what the plan limits (active properties, active tenants); only called when there is a maximum. */
  countActive: () => Promise<number>;
  /** The resource's own message, e.g. `errors.tenantLimitReached`. */
  messageKey: string;
  /** Its values: the names the message interpolates for the count and the maximum. */
  params: (active: number, max: number) => Record<string, number>;
  /** How many are added at once (a batch create); one unless given. */
  adding?: number;
};

/**
 * Refuses one more (or `adding` more) of something the plan counts when the active ones would pass the maximum:
 * 403 `plan_required`.
 */
export async function assertBelowPlanLimit(check: PlanLimitCheck): Promise<void> {
  if (check.max === undefined || check.max < 0) return;
  const active = await check.countActive();
  if (active + (check.adding ?? 1) > check.max)
    throw new AppError('plan_required', {
      messageKey: check.messageKey,
      params: check.params(active, check.max),
    });
}
