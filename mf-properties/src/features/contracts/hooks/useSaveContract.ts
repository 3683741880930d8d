import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCreateContractRequest } from '@immodesk/contracts/contracts/createContract.contract';
import { isSaveCancelled, toastError, toastSuccess, type useConfirmVoidSignatures } from '@immodesk/sdk';
import { contractKeys } from '../api/contractKeys';
import { saveContract } from '../api/contractsApi';

/**
 * Creates a draft (contractId null) or saves the contract's changes, through `guard` (issue 26: asked first when
 * the change voids a sent lease's signatures); the caller reads the server's field errors.
 */
export function useSaveContract(
  contractId: string | null,
  guard: ReturnType<typeof useConfirmVoidSignatures>['guard'],
) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateContractRequest) =>
      contractId === null
        ? saveContract(null, body)
        : guard((flag) => saveContract(contractId, { ...body, ...flag })),
    onSuccess: async (contract) => {
      queryClient.setQueryData(contractKeys.detail(contract.id), contract);
      await queryClient.invalidateQueries({ queryKey: contractKeys.lists() });
      toastSuccess(
        t(contractId ? 'contracts.toasts.updated' : 'contracts.toasts.created', {
          number: contract.contractNumber,
        }),
      );
    },
    onError: (error) => {
      if (isSaveCancelled(error)) return;
      toastError(error, t(contractId ? 'contracts.toasts.updateFailed' : 'contracts.toasts.createFailed'));
    },
  });
}
