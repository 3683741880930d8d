import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@immodesk/sdk';
import { fetchPlanLimits } from '../api/fetchPlanLimits';

export const planLimitsKey = ['user', 'plan-limits'] as const;

/** GET /api/user/plan-limits, cached 5 minutes (SPEC.md §7); a failure shows 'Failed to fetch plan limits' once. */
export function usePlanLimits() {
  const { t } = useTranslation('properties');
  const query = useQuery({ queryKey: planLimitsKey, queryFn: ({ signal }) => fetchPlanLimits(signal), staleTime: 5 * 60 * 1000 });
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toast.error(t('planLimit.fetchFailed'));
  }, [isError, errorUpdatedAt, t]);
  return query;
}
