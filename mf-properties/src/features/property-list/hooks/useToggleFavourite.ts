import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastError } from '@immodesk/sdk';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { setFavourite } from '../api/toggleFavourite';

/** Marks (`true`) or unmarks the property as favourite; every property list and detail refreshes after. */
export function useToggleFavourite(propertyId: string) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: boolean) => setFavourite(propertyId, next),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
    onError: (error) => toastError(error, t('toasts.updateFailed')),
  });
}
