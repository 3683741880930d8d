import { useQuery } from '@tanstack/react-query';
import type { TOnboardingResponse } from '@immodesk/contracts/onboarding/onboarding.contract';
import { apiGet } from '@immodesk/sdk';
import { onboardingKeys } from './onboardingKeys';

/**
 * GET /api/onboarding, asked again each time the dashboard opens: the steps follow what was just added elsewhere.
 * Typed by the contract, not parsed here: the BFF answers through it, and parsing would put zod (23 KB gz) on the
 * dashboard's first load.
 */
export function useOnboarding() {
  return useQuery({
    queryKey: onboardingKeys.all,
    queryFn: () => apiGet<TOnboardingResponse>('/api/onboarding'),
    staleTime: 0,
  });
}
