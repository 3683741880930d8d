import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import { formatAddressLines, formatCents } from '@immodesk/sdk';
import { StackedTable, type StackedTableColumns } from '@immodesk/ui-kit';
import { usePropertyPaths } from '../../../shared/hooks/usePropertyPaths';
import { FavouriteToggle } from './FavouriteToggle';
import { PropertyStatusBadges } from './PropertyStatusBadges';
import styles from './PropertyResults.module.css';

/** A property with its address as the two lines the table shows (street, then postal code and city). */
type PropertyRow = TPropertySummary & { addressLines: { line1: string; line2: string } };

function withAddressLines(property: TPropertySummary): PropertyRow {
  return { ...property, addressLines: formatAddressLines(property) };
}

/** The compact list view: a table, one row per property; on a phone one small card per row, rent and status included. */
export function PropertyListTable({ properties }: { properties: TPropertySummary[] }) {
  const { t } = useTranslation('properties');
  const paths = usePropertyPaths();
  const columns: StackedTableColumns<PropertyRow> = [
    {
      header: t('propertyList.columns.address'),
      cell: (property) => (
        <>
          <Link to={paths.details(property.urlCode)} className={styles.addressLine}>
            {property.addressLines.line1}
          </Link>
          <span className={styles.addressCity}>{property.addressLines.line2}</span>
        </>
      ),
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
          addressLabel={property.addressLines.line1}
        />
      ),
    },
  ];
  return (
    <StackedTable
      caption={t('propertyList.caption')}
      columns={columns}
      rows={properties.map(withAddressLines)}
      stackBelow="40rem"
      rowTestId="property-item"
    />
  );
}
