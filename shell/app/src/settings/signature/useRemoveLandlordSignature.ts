import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANDLORD_SIGNATURE_PATH } from '@immodesk/contracts/contracts/signing/landlordSignature.contract';
import { apiDelete, toastSuccess } from '@immodesk/sdk';
import { toastFailure } from '../../errors/toastFailure';
import { settingsKeys } from '../settingsKeys';

/** DELETE /api/user/signature. */
export function useRemoveLandlordSignature() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiDelete(LANDLORD_SIGNATURE_PATH),
    onSuccess: () => {
      queryClient.setQueryData(settingsKeys.signature(), { signature: null });
      toastSuccess(t('signature.removed'));
    },
    onError: (error) => toastFailure(t('signature.removeFailed'), error),
  });
}
