import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TContractTemplate } from '@immodesk/contracts/contracts/contractTemplates.contract';
import { isSaveCancelled, toastError, toastSuccess } from '@immodesk/sdk';
import { contractTemplateKeys } from '../api/contractTemplatesApi';

/** Save or reset one template; the list is read again so every selector shows the stored text. */
export function useTemplateMutation<TVariables>(
  mutate: (variables: TVariables) => Promise<TContractTemplate>,
  keys: { success: string; failure: string },
) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contractTemplateKeys.all });
      toastSuccess(t(keys.success));
    },
    onError: (error) => {
      if (!isSaveCancelled(error)) toastError(error, t(keys.failure));
    },
  });
}
