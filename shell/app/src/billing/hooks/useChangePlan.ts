import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZChangePlanResponse,
  type TChangePlanRequest,
} from '@immodesk/contracts/billing/subscription.contract';
import { apiPost } from '@immodesk/sdk';
import { billingKeys } from './billingKeys';
import { useRefreshPlan } from './useRefreshPlan';

/** POST /api/billing/change-plan: up- or downgrade of a running card subscription, prorated. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  const refreshPlan = useRefreshPlan();
  return useMutation({
    mutationFn: (change: TChangePlanRequest) =>
      apiPost('/api/billing/change-plan', change, { schema: ZChangePlanResponse }),
    onSuccess: async (subscription) => {
      queryClient.setQueryData(billingKeys.subscription(), subscription);
      await refreshPlan();
    },
  });
}
