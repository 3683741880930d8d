import { useQueryClient } from '@tanstack/react-query';
import { planKeys } from '@immodesk/sdk';
import { billingKeys } from './billingKeys';

/**
 * After any plan change the avatar badge, the usage bar, the plan-limit banners and the billing screens read the
 * server again: the 5-minute plan cache must not keep showing the old plan.
 */
export function useRefreshPlan(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: planKeys.all }),
      queryClient.invalidateQueries({ queryKey: billingKeys.all }),
    ]);
  };
}
