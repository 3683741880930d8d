import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TRecordSignedRequest } from '@immodesk/contracts/contracts/recordSigned.contract';
import { toastError, toastSuccess } from '@immodesk/sdk';
import { contractSigningKeys } from '../../contract-signing/api/contractSigningApi';
import { contractKeys } from '../../contracts/api/contractKeys';
import { recordSignedContract } from '../api/paperLeaseApi';

/** Records a draft as signed on paper; the contract, its lists and its audit trail are read again. */
export function useRecordSigned(contractId: string) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRecordSignedRequest) => recordSignedContract(contractId, body),
    onSuccess: async (contract) => {
      queryClient.setQueryData(contractKeys.detail(contract.id), contract);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
        queryClient.invalidateQueries({ queryKey: contractSigningKeys.detail(contractId) }),
      ]);
      toastSuccess(t('paperLease.recorded', { number: contract.contractNumber }));
    },
    onError: (error) => toastError(error, t('paperLease.failed')),
  });
}
