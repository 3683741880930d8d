import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@immodesk/sdk';
import { indexationKeys, sendIndexationLetter } from '../api/indexationApi';

/** POST …/indexations/:indexationId/email: the PDF letter to the tenants, each in their language. */
export function useSendIndexationLetter(contractId: string) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (indexationId: string) => sendIndexationLetter(contractId, indexationId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: indexationKeys.history(contractId) });
      toastSuccess(t('indexation.toasts.letterSent'));
    },
    onError: (error) => toastError(error, t('indexation.toasts.letterFailed')),
  });
}
