import { z } from 'zod';
import { PLAN_STATUSES, PLAN_TYPES } from '../vocabulary/plans';

export const ZPlanType = z.enum(PLAN_TYPES);
export type TPlanType = z.infer<typeof ZPlanType>;

export const ZPlanStatus = z.enum(PLAN_STATUSES);
export type TPlanStatus = z.infer<typeof ZPlanStatus>;

/** GET /api/user/plan (SPEC.md §7; cached 5 minutes by the client). */
export const ZUserPlanResponse = z.object({
  planType: ZPlanType,
  status: ZPlanStatus,
  trialEndsAt: z.string().nullable().optional(),
  currentPeriodEnd: z.string().nullable().optional(),
  cancelAt: z.string().nullable().optional(),
});
export type TUserPlanResponse = z.infer<typeof ZUserPlanResponse>;

/** GET /api/user/plan-limits. A maximum of -1 means unlimited. Archived properties and inactive tenants do not count. */
export const ZPlanLimitsResponse = z.object({
  activeProperties: z.number().int().nonnegative(),
  maxProperties: z.number().int(),
  activeTenants: z.number().int().nonnegative(),
  maxTenants: z.number().int(),
});
export type TPlanLimitsResponse = z.infer<typeof ZPlanLimitsResponse>;
