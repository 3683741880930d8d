import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  LANDLORD_SIGNATURE_PATH,
  ZSaveLandlordSignatureResponse,
} from '@immodesk/contracts/contracts/signing/landlordSignature.contract';
import {
  isApiError,
  signatureForm,
  toastSuccess,
  uploadWithProgress,
  type SignatureDraft,
} from '@immodesk/sdk';
import { toastFailure } from '../../errors/toastFailure';
import { settingsKeys } from '../settingsKeys';

/** Why a save failed, in the words of SPEC §8: invalid file type, file too large, or the signature save failure. */
function failureKey(error: unknown): string {
  if (isApiError(error) && error.code === 'unsupported_file_type') return 'signature.invalidType';
  if (isApiError(error) && error.code === 'file_too_large') return 'signature.tooLarge';
  return 'signature.saveFailed';
}

/** POST /api/user/signature: saves (replaces) the landlord's signature. */
export function useSaveLandlordSignature() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: SignatureDraft) =>
      uploadWithProgress(LANDLORD_SIGNATURE_PATH, signatureForm(draft), {
        schema: ZSaveLandlordSignatureResponse,
        onProgress: () => undefined,
        networkErrorMessage: t('errors.network'),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.signature(), saved);
      toastSuccess(t('signature.saved'));
    },
    onError: (error) => toastFailure(t(failureKey(error), { maximumMb: 5 }), error),
  });
}
