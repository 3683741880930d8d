import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TSendContractRequest } from '@immodesk/contracts/contracts/signing/sendContract.contract';
import { toastError, toastSuccess } from '@immodesk/sdk';
import { contractKeys } from '../../contracts/api/contractKeys';
import { contractSigningKeys, sendContract } from '../api/contractSigningApi';

/** POST /api/contracts/:id/send: the tenant gets the link by mail and the contract becomes `sent`. */
export function useSendContract(contractId: string) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSendContractRequest) => sendContract(contractId, body),
    onSuccess: async (contract) => {
      queryClient.setQueryData(contractKeys.detail(contract.id), contract);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
        queryClient.invalidateQueries({ queryKey: contractSigningKeys.detail(contractId) }),
      ]);
      toastSuccess(t('contractSigning.send.sent', { number: contract.contractNumber }));
    },
    onError: (error) => toastError(error, t('contractSigning.send.failed')),
  });
}
