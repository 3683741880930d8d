import { useQueryClient } from '@tanstack/react-query';
import { planKeys } from '@immodesk/sdk';
import { companyLogoKey } from '../../settings/companyLogo/useCompanyLogo';
import { billingKeys } from './billingKeys';

/**
 * After any plan change the avatar badge, the usage bar, the plan-limit banners, the subscription page and the
 * logo gate read the server again: the 5-minute plan cache must not keep showing the old plan.
 */
export function useRefreshPlan(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      [planKeys.all, billingKeys.subscription(), companyLogoKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
}
