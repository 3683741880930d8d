import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TOnboardingResponse } from '@immodesk/contracts/onboarding/onboarding.contract';
import { apiPost } from '@immodesk/sdk';
import { toastFailure } from '../errors/toastFailure';
import { onboardingKeys } from './onboardingKeys';

/** POST /api/onboarding/dismiss: the checklist closes at once and stays closed on every device. */
export function useDismissOnboarding() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/onboarding/dismiss'),
    onSuccess: () => {
      queryClient.setQueryData<TOnboardingResponse>(
        onboardingKeys.all,
        (current) => current && { ...current, dismissedAt: new Date().toISOString() },
      );
    },
    onError: (error) => toastFailure(t('dashboard.checklist.dismissFailed'), error),
  });
}
