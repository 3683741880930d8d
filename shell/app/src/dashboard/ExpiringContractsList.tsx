import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatAddress, formatDate } from '@immodesk/sdk';
import { DashboardSection } from './DashboardSection';
import styles from './Dashboard.module.css';

/** SPEC §9: leases in force ending within 12 months, soonest first. */
export function ExpiringContractsList() {
  const { t } = useTranslation();
  return (
    <DashboardSection
      id="expiring-contracts"
      title={t('dashboard.expiringContracts.title')}
      emptyText={t('dashboard.expiringContracts.empty')}
      isEmpty={(data) => data.expiringContracts.length === 0}
    >
      {(data) => (
        <ul className={styles.list}>
          {data.expiringContracts.map((contract) => (
            <li key={contract.id} className={styles.item}>
              <span className={styles.itemMain}>
                <Link to={`/contracts/${contract.id}`}>
                  {contract.address
                    ? formatAddress(contract.address, { withPostalCode: false })
                    : contract.contractNumber}
                </Link>
                <span className={styles.muted}>{contract.tenantNames.join(', ')}</span>
              </span>
              <span className={styles.itemSide}>
                <span>{formatDate(contract.endsOn)}</span>
                <span className={styles.muted}>
                  {t('dashboard.expiringContracts.daysLeft', { count: contract.daysLeft })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
