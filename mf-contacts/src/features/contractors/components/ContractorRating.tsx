import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@immodesk/ui-kit';
import styles from './ContractorRating.module.css';

export const RATING_MAX = 5;

export type ContractorRatingProps = { rating: number | null };

/** "★★★★☆ 4/5" on screen; "4 out of 5" for screen readers. */
export function ContractorRating({ rating }: ContractorRatingProps) {
  const { t } = useTranslation('contacts');
  if (rating === null) return <span className={styles.none}>{t('contractorList.noRating')}</span>;
  return (
    <span className={styles.rating}>
      <span aria-hidden="true">
        <span className={styles.stars}>{'★'.repeat(rating)}</span>
        <span className={styles.empty}>{'☆'.repeat(RATING_MAX - rating)}</span> {rating}/{RATING_MAX}
      </span>
      <VisuallyHidden>{t('contractorList.rating', { rating, max: RATING_MAX })}</VisuallyHidden>
    </span>
  );
}
