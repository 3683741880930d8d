import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastError } from '@immodesk/sdk';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { setFavourite } from '../api/toggleFavourite';
import styles from './PropertyResults.module.css';

export type FavouriteToggleProps = { propertyId: string; isFavourite: boolean; addressLabel: string };

/** A star that marks or unmarks the property as favourite (a toggle button, aria-pressed). */
export function FavouriteToggle({ propertyId, isFavourite, addressLabel }: FavouriteToggleProps) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (next: boolean) => setFavourite(propertyId, next),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
    onError: (error) => toastError(error, t('toasts.updateFailed')),
  });
  return (
    <button
      type="button"
      className={styles.favourite}
      aria-pressed={isFavourite}
      aria-label={t('propertyList.favouriteToggle', { address: addressLabel })}
      disabled={mutation.isPending}
      onClick={() => mutation.mutate(!isFavourite)}
    >
      <span aria-hidden="true">{isFavourite ? '★' : '☆'}</span>
    </button>
  );
}
