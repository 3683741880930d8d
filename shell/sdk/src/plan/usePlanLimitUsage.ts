import { isUnlimited, usePlanLimits, type PlanLimits } from './usePlan';

export type PlanLimitUsage = { active: number; max: number; isFull: boolean };

/** Which plan-limited things a banner can be about (GET /api/user/plan-limits). */
export type PlanLimitedResource = 'properties' | 'tenants';

const FIELDS = {
  properties: ['activeProperties', 'maxProperties'],
  tenants: ['activeTenants', 'maxTenants'],
} as const;

/** At the limit, or one from it: the usage to show; null with room to spare or an unlimited plan. */
export function planLimitUsage(limits: PlanLimits, resource: PlanLimitedResource): PlanLimitUsage | null {
  const [activeField, maxField] = FIELDS[resource];
  const active = limits[activeField];
  const max = limits[maxField];
  if (isUnlimited(max) || active < max - 1) return null;
  return { active, max, isFull: active >= max };
}

/** The usage a plan-limit banner shows (see planLimitUsage); null while the limits load. */
export function usePlanLimitUsage(resource: PlanLimitedResource): PlanLimitUsage | null {
  const { data } = usePlanLimits();
  return data ? planLimitUsage(data, resource) : null;
}
