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

/**
 * One property as a card (grid views) or a wide row with a large photo (large list). Type and rent come first,
 * each on one line, so they sit at the same place on every card whatever the length of the address below them.
 */
export function PropertyCard({ property, layout }: PropertyCardProps) {
  const { t } = useTranslation('properties');
  const paths = usePropertyPaths();
  const address = formatAddressLines(property);
  const typeLabel = t(`property.types.${property.type}`);
  const rent =
    property.rentCents === null
      ? t('propertyList.noRent')
      : t('propertyList.perMonth', { amount: formatCents(property.rentCents) });
  return (
    <li className={clsx(styles.card, styles[layout])} data-testid="property-item">
      <div className={styles.media}>
        <PropertyThumbnail property={property} size={layout === 'grid' ? 'small' : 'large'} />
        <FavouriteToggle
          propertyId={property.id}
          isFavourite={property.isFavourite}
          addressLabel={address.line1}
          className={styles.favouriteOnMedia}
        />
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardType} title={typeLabel} data-testid="property-type">
          {typeLabel}
        </p>
        <p
          className={clsx(styles.cardRent, property.rentCents === null && styles.muted)}
          title={rent}
          data-testid="property-rent"
        >
          {rent}
        </p>
        <h3 className={styles.cardTitle}>
          <Link
            to={paths.details(property.urlCode)}
            className={styles.cardLink}
            title={address.line1}
            data-testid="property-street"
          >
            {address.line1}
          </Link>
        </h3>
        <p className={styles.cardCity}>{address.line2}</p>
        <PropertyStatusBadges status={property.status} occupancy={property.occupancy} />
      </div>
    </li>
  );
}
