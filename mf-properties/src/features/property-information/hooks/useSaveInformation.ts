import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPropertyInformation } from '@immodesk/contracts/properties/propertyInformation.contract';
import { isApiError, toast } from '@immodesk/sdk';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { saveInformation } from '../api/informationApi';

type SaveInformationOptions = {
  onSaved: () => void;
  /** The server's per-field messages (`general.buildYear` → message), empty when it gave none. */
  onFieldErrors: (errors: Record<string, string>) => void;
};

/** PUT of the whole information; the cached copy is replaced, and the delete impact asked again. */
export function useSaveInformation(propertyId: string, { onSaved, onFieldErrors }: SaveInformationOptions) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (information: TPropertyInformation) => saveInformation(propertyId, information),
    onSuccess: (saved) => {
      queryClient.setQueryData(propertyKeys.information(propertyId), saved);
      void queryClient.invalidateQueries({ queryKey: propertyKeys.deleteImpact(propertyId) });
      toast.success(t('information.saved'));
      onSaved();
    },
    onError: (error) => {
      const details = isApiError(error) && error.details ? error.details : {};
      onFieldErrors(
        Object.fromEntries(
          Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        ),
      );
      toast.error(t('toasts.saveFailed'), { description: error.message });
    },
  });
}
