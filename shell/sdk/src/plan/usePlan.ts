import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TPlanLimitsResponse, TUserPlanResponse } from '@immodesk/contracts/plan/plan.contract';
import { apiGet, type ResponseSchema } from '../api/apiClient';
import { i18n } from '../i18n/i18n';
import { toast } from '../toast/toast';

export type Plan = TUserPlanResponse;
export type PlanLimits = TPlanLimitsResponse;

/** SPEC §7: plan responses are cached 5 minutes. */
const PLAN_CACHE_MS = 5 * 60 * 1000;

export const planKeys = {
  all: ['plan'] as const,
  plan: () => [...planKeys.all, 'current'] as const,
  limits: () => [...planKeys.all, 'limits'] as const,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

// Structural checks rather than zod: the shell reads these on every signed-in page (see useCurrentUser).
const planShape: ResponseSchema<Plan> = {
  parse(data) {
    if (!isRecord(data) || typeof data.planType !== 'string' || typeof data.status !== 'string')
      throw new Error('GET /api/user/plan answered with an unexpected shape');
    return data as Plan;
  },
};

const planLimitsShape: ResponseSchema<PlanLimits> = {
  parse(data) {
    const isValid =
      isRecord(data) &&
      ['activeProperties', 'maxProperties', 'activeTenants', 'maxTenants'].every(
        (key) => typeof data[key] === 'number',
      );
    if (!isValid) throw new Error('GET /api/user/plan-limits answered with an unexpected shape');
    return data as PlanLimits;
  },
};

/** Every fetch failure is told once, from the fetch itself, however many components read the plan. */
async function withFailureToast<T>(load: () => Promise<T>, messageKey: string, fallback: string): Promise<T> {
  try {
    return await load();
  } catch (error) {
    toast.error(i18n.t(messageKey, { ns: 'common', defaultValue: fallback }));
    throw error;
  }
}

/** The organization's plan (`planType`: free, basic, professional or enterprise). */
export function usePlan(): UseQueryResult<Plan> {
  return useQuery({
    queryKey: planKeys.plan(),
    queryFn: () =>
      withFailureToast(
        () => apiGet('/api/user/plan', { schema: planShape }),
        'plan.fetchFailed',
        'Failed to fetch plan information',
      ),
    staleTime: PLAN_CACHE_MS,
  });
}

/** Usage against the plan's limits; a maximum of -1 means unlimited. */
export function usePlanLimits(): UseQueryResult<PlanLimits> {
  return useQuery({
    queryKey: planKeys.limits(),
    queryFn: () =>
      withFailureToast(
        () => apiGet('/api/user/plan-limits', { schema: planLimitsShape }),
        'plan.limitsFetchFailed',
        'Failed to fetch plan limits',
      ),
    staleTime: PLAN_CACHE_MS,
  });
}

/** -1 in a plan limit: no maximum. */
export function isUnlimited(maximum: number): boolean {
  return maximum < 0;
}
