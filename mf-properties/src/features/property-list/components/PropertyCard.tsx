import clsx from 'clsx';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import { formatAddressLines, formatCents } from '@immodesk/sdk';
import { usePropertyPaths } from '../../../shared/hooks/usePropertyPaths';
import { FavouriteToggle } from './FavouriteToggle';
import { PropertyStatusBadges } from './PropertyStatusBadges';
import { PropertyThumbnail } from './PropertyThumbnail';
import styles from './PropertyResults.module.css';

export type PropertyCardProps = { property: TPropertySummary; layout: 'grid' | 'largeGrid' | 'largeList' };

/** One property as a card (grid views) or a wide row with a large photo (large list). */
export function PropertyCard({ property, layout }: PropertyCardProps) {
  const { t } = useTranslation('properties');
  const paths = usePropertyPaths();
  const address = formatAddressLines(property);
  return (
    <li className={clsx(styles.card, styles[layout])} data-testid="property-item">
      <PropertyThumbnail property={property} size={layout === 'grid' ? 'small' : 'large'} />
      <div className={styles.cardBody}>
        <div className={styles.cardTitleRow}>
          <h3 className={styles.cardTitle}>
            <Link to={paths.details(property.urlCode)} className={styles.cardLink}>
              {address.line1}
            </Link>
          </h3>
          <FavouriteToggle propertyId={property.id} isFavourite={property.isFavourite} addressLabel={address.line1} />
        </div>
        <p className={styles.cardCity}>{address.line2}</p>
        <p className={styles.cardMeta}>
          <span>{t(`property.types.${property.type}`)}</span>
          <span className={styles.rent}>{property.rentCents === null ? t('propertyList.noRent') : t('propertyList.perMonth', { amount: formatCents(property.rentCents) })}</span>
        </p>
        <PropertyStatusBadges status={property.status} occupancy={property.occupancy} />
      </div>
    </li>
  );
}
