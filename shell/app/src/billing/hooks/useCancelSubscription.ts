import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCancelSubscriptionResponse } from '@immodesk/contracts/billing/subscription.contract';
import { apiPost } from '@immodesk/sdk';
import { billingKeys } from './billingKeys';
import { useRefreshPlan } from './useRefreshPlan';

/** POST /api/billing/cancel: the subscription ends at the end of the paid period. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  const refreshPlan = useRefreshPlan();
  return useMutation({
    mutationFn: () => apiPost('/api/billing/cancel', undefined, { schema: ZCancelSubscriptionResponse }),
    onSuccess: async (subscription) => {
      queryClient.setQueryData(billingKeys.subscription(), subscription);
      await refreshPlan();
    },
  });
}
