import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@immodesk/sdk';
import { contractKeys } from '../api/contractKeys';
import { deleteContract } from '../api/contractsApi';

/** Deletes a draft (the server refuses any other status with its own message). */
export function useDeleteContract(contractId: string) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteContract(contractId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: contractKeys.detail(contractId) });
      await queryClient.invalidateQueries({ queryKey: contractKeys.lists() });
      toastSuccess(t('contracts.toasts.deleted'));
    },
    onError: (error) => toastError(error, t('contracts.toasts.deleteFailed')),
  });
}
