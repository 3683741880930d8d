import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatAddress, formatCents } from '@immodesk/sdk';
import { DashboardSection } from './DashboardSection';
import styles from './Dashboard.module.css';

/** How many properties are let and free, and the first few with their rent. */
export function PropertiesOverview() {
  const { t } = useTranslation();
  return (
    <DashboardSection
      id="properties-overview"
      title={t('dashboard.propertiesOverview.title')}
      emptyText={t('dashboard.propertiesOverview.empty')}
      isEmpty={(data) => data.propertiesOverview.items.length === 0}
      footer={<Link to="/properties">{t('dashboard.propertiesOverview.all')}</Link>}
    >
      {(data) => (
        <>
          <p className={styles.muted}>
            {t('dashboard.propertiesOverview.counts', {
              rented: data.propertiesOverview.rented,
              available: data.propertiesOverview.available,
            })}
          </p>
          <ul className={styles.list}>
            {data.propertiesOverview.items.map((property) => (
              <li key={property.id} className={styles.item}>
                <span className={styles.itemMain}>
                  <Link to={`/properties/${property.urlCode}`}>
                    {formatAddress(property.address, { withPostalCode: false })}
                  </Link>
                  <span className={styles.muted}>
                    {t(`dashboard.propertiesOverview.occupancy.${property.occupancy}`)}
                  </span>
                </span>
                <span className={styles.itemSide}>
                  {property.rentCents !== null ? formatCents(property.rentCents) : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardSection>
  );
}
