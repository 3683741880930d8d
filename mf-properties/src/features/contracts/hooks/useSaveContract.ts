import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCreateContractRequest } from '@immodesk/contracts/contracts/createContract.contract';
import { toastError, toastSuccess } from '@immodesk/sdk';
import { contractKeys } from '../api/contractKeys';
import { saveContract } from '../api/contractsApi';

/** Creates a draft (contractId null) or saves the draft's changes; the caller reads the server's field errors. */
export function useSaveContract(contractId: string | null) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateContractRequest) => saveContract(contractId, body),
    onSuccess: async (contract) => {
      queryClient.setQueryData(contractKeys.detail(contract.id), contract);
      await queryClient.invalidateQueries({ queryKey: contractKeys.lists() });
      toastSuccess(
        t(contractId ? 'contracts.toasts.updated' : 'contracts.toasts.created', {
          number: contract.contractNumber,
        }),
      );
    },
    onError: (error) =>
      toastError(error, t(contractId ? 'contracts.toasts.updateFailed' : 'contracts.toasts.createFailed')),
  });
}
