import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useToggleFavourite } from '../hooks/useToggleFavourite';
import styles from './PropertyResults.module.css';

export type FavouriteToggleProps = {
  propertyId: string;
  isFavourite: boolean;
  addressLabel: string;
  className?: string;
};

/** A star that marks or unmarks the property as favourite (a toggle button, aria-pressed). */
export function FavouriteToggle({ propertyId, isFavourite, addressLabel, className }: FavouriteToggleProps) {
  const { t } = useTranslation('properties');
  const mutation = useToggleFavourite(propertyId);
  return (
    <button
      type="button"
      className={clsx(styles.favourite, className)}
      aria-pressed={isFavourite}
      aria-label={t('propertyList.favouriteToggle', { address: addressLabel })}
      disabled={mutation.isPending}
      onClick={() => mutation.mutate(!isFavourite)}
    >
      <Star aria-hidden="true" size={22} fill={isFavourite ? 'currentColor' : 'none'} />
    </button>
  );
}
