import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import { formatAddressLines, formatCents } from '@immodesk/sdk';
import { StackedTable, type StackedTableColumns } from '@immodesk/ui-kit';
import { usePropertyPaths } from '../../../shared/hooks/usePropertyPaths';
import { FavouriteToggle } from './FavouriteToggle';
import { PropertyStatusBadges } from './PropertyStatusBadges';
import styles from './PropertyResults.module.css';

/** The compact list view: a table, one row per property; on a phone one small card per row, rent and status included. */
export function PropertyListTable({ properties }: { properties: TPropertySummary[] }) {
  const { t } = useTranslation('properties');
  const paths = usePropertyPaths();
  const columns: StackedTableColumns<TPropertySummary> = [
    {
      header: t('propertyList.columns.address'),
      cell: (property) => {
        const address = formatAddressLines(property);
        return (
          <>
            <Link to={paths.details(property.urlCode)} className={styles.addressLine}>
              {address.line1}
            </Link>
            <span className={styles.addressCity}>{address.line2}</span>
          </>
        );
      },
    },
    { header: t('propertyList.columns.type'), cell: (property) => t(`property.types.${property.type}`) },
    {
      header: t('propertyList.columns.rent'),
      isNumeric: true,
      cell: (property) =>
        property.rentCents === null ? (
          <span className={styles.muted}>{t('propertyList.noRent')}</span>
        ) : (
          formatCents(property.rentCents)
        ),
    },
    {
      header: t('propertyList.columns.status'),
      cell: (property) => <PropertyStatusBadges status={property.status} occupancy={property.occupancy} />,
    },
    {
      header: t('propertyList.columns.favourite'),
      cell: (property) => (
        <FavouriteToggle
          propertyId={property.id}
          isFavourite={property.isFavourite}
          addressLabel={formatAddressLines(property).line1}
        />
      ),
    },
  ];
  return (
    <StackedTable
      caption={t('propertyList.caption')}
      columns={columns}
      rows={properties}
      stackBelow="40rem"
      rowTestId="property-item"
    />
  );
}
