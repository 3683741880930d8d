import { useTranslation } from 'react-i18next';
import { useToggleFavourite } from '../hooks/useToggleFavourite';
import styles from './PropertyResults.module.css';

export type FavouriteToggleProps = { propertyId: string; isFavourite: boolean; addressLabel: string };

/** A star that marks or unmarks the property as favourite (a toggle button, aria-pressed). */
export function FavouriteToggle({ propertyId, isFavourite, addressLabel }: FavouriteToggleProps) {
  const { t } = useTranslation('properties');
  const mutation = useToggleFavourite(propertyId);
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
