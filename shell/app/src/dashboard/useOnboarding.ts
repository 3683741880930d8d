import { useQuery } from '@tanstack/react-query';
import { ZOnboardingResponse } from '@immodesk/contracts/onboarding/onboarding.contract';
import { apiGet } from '@immodesk/sdk';
import { onboardingKeys } from './onboardingKeys';

/** GET /api/onboarding, asked again each time the dashboard opens: the steps follow what was just added elsewhere. */
export function useOnboarding() {
  return useQuery({
    queryKey: onboardingKeys.all,
    queryFn: () => apiGet('/api/onboarding', { schema: ZOnboardingResponse }),
    staleTime: 0,
  });
}
