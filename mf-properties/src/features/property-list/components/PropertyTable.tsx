import { useTranslation } from 'react-i18next';
import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import { formatCents } from '@immodesk/sdk';
import { Table, VisuallyHidden } from '@immodesk/ui-kit';
import { formatAddressLines } from '../utils/formatAddress';
import { PropertyStatusBadges } from './PropertyStatusBadges';
import styles from './PropertyTable.module.css';

export type PropertyTableProps = { properties: TPropertySummary[] };

export function PropertyTable({ properties }: PropertyTableProps) {
  const { t } = useTranslation('properties');
  return (
    <Table caption={t('propertyList.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('propertyList.columns.address')}</th>
          <th scope="col">{t('propertyList.columns.type')}</th>
          <th scope="col">{t('propertyList.columns.rent')}</th>
          <th scope="col">{t('propertyList.columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {properties.map((property) => {
          const address = formatAddressLines(property, (bus) => t('propertyList.box', { bus }));
          return (
            <tr key={property.id} data-testid="property-row">
              <td>
                <span className={styles.addressLine}>
                  {property.isFavourite ? (
                    <span className={styles.favourite} title={t('propertyList.favourite')}>
                      <span aria-hidden="true">★</span>
                      <VisuallyHidden>{t('propertyList.favourite')}: </VisuallyHidden>
                    </span>
                  ) : null}
                  {address.line1}
                </span>
                <span className={styles.addressCity}>{address.line2}</span>
              </td>
              <td>{t(`property.types.${property.type}`)}</td>
              <td className={styles.rent}>
                {property.rentCents === null ? <span className={styles.muted}>{t('propertyList.noRent')}</span> : formatCents(property.rentCents)}
              </td>
              <td>
                <PropertyStatusBadges status={property.status} occupancy={property.occupancy} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
