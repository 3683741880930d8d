import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastError } from '@immodesk/sdk';
import { applyIndexation, indexationKeys } from '../api/indexationApi';

/** POST /api/contracts/:id/indexations: records the indexation; the future due items follow the new rent. */
export function useApplyIndexation(contractId: string) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => applyIndexation(contractId, date),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: indexationKeys.all }),
    onError: (error) => toastError(error, t('indexation.toasts.applyFailed')),
  });
}
