import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastError } from '@immodesk/sdk';
import { contractKeys } from '../../contracts/api/contractKeys';
import { contractSigningKeys, signAsLandlord, type LandlordSignatureChoice } from '../api/contractSigningApi';

/** POST /api/contracts/:id/sign with the saved signature or one given in the sign dialog. */
export function useLandlordSign(contractId: string) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: LandlordSignatureChoice) =>
      signAsLandlord(contractId, choice, t('contractSigning.verify.network')),
    onSuccess: async (signing) => {
      queryClient.setQueryData(contractSigningKeys.detail(contractId), signing);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
        queryClient.invalidateQueries({ queryKey: contractSigningKeys.savedSignature }),
      ]);
    },
    onError: (error) => toastError(error, t('contractSigning.landlord.failed')),
  });
}
