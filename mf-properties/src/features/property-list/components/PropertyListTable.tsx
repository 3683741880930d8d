import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import { formatAddressLines, formatCents } from '@immodesk/sdk';
import { Table } from '@immodesk/ui-kit';
import { usePropertyPaths } from '../../../shared/hooks/usePropertyPaths';
import { FavouriteToggle } from './FavouriteToggle';
import { PropertyStatusBadges } from './PropertyStatusBadges';
import styles from './PropertyResults.module.css';

/** The compact list view: a table, one row per property. */
export function PropertyListTable({ properties }: { properties: TPropertySummary[] }) {
  const { t } = useTranslation('properties');
  const paths = usePropertyPaths();
  return (
    <Table caption={t('propertyList.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('propertyList.columns.address')}</th>
          <th scope="col">{t('propertyList.columns.type')}</th>
          <th scope="col">{t('propertyList.columns.rent')}</th>
          <th scope="col">{t('propertyList.columns.status')}</th>
          <th scope="col">{t('propertyList.columns.favourite')}</th>
        </tr>
      </thead>
      <tbody>
        {properties.map((property) => {
          const address = formatAddressLines(property);
          return (
            <tr key={property.id} data-testid="property-item">
              <td>
                <Link to={paths.details(property.urlCode)} className={styles.addressLine}>
                  {address.line1}
                </Link>
                <span className={styles.addressCity}>{address.line2}</span>
              </td>
              <td>{t(`property.types.${property.type}`)}</td>
              <td className={styles.rent}>
                {property.rentCents === null ? <span className={styles.muted}>{t('propertyList.noRent')}</span> : formatCents(property.rentCents)}
              </td>
              <td>
                <PropertyStatusBadges status={property.status} occupancy={property.occupancy} />
              </td>
              <td>
                <FavouriteToggle propertyId={property.id} isFavourite={property.isFavourite} addressLabel={address.line1} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
