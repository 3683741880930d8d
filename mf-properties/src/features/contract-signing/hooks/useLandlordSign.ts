import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastError } from '@immodesk/sdk';
import { contractKeys } from '../../contracts/api/contractKeys';
import { contractSigningKeys, signAsLandlord } from '../api/contractSigningApi';

/** POST /api/contracts/:id/sign with the landlord's saved signature. */
export function useLandlordSign(contractId: string) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signAsLandlord(contractId),
    onSuccess: async (signing) => {
      queryClient.setQueryData(contractSigningKeys.detail(contractId), signing);
      await queryClient.invalidateQueries({ queryKey: contractKeys.all });
    },
    onError: (error) => toastError(error, t('contractSigning.landlord.failed')),
  });
}
