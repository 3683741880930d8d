import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { toastError, toastSuccess } from '@immodesk/sdk';
import { contractKeys } from '../api/contractKeys';

/**
 * One lifecycle move of a contract (terminate, amend…): the server decides whether it is allowed and answers a
 * refused one with its translated message (409), shown as the toast.
 */
export function useContractTransition<TVariables>(
  move: (variables: TVariables) => Promise<TContract>,
  keys: { success: string; failure: string },
) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: move,
    onSuccess: async (contract) => {
      queryClient.setQueryData(contractKeys.detail(contract.id), contract);
      await queryClient.invalidateQueries({ queryKey: contractKeys.all });
      toastSuccess(t(keys.success, { number: contract.contractNumber }));
    },
    onError: (error) => toastError(error, t(keys.failure)),
  });
}
