import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatAddress, formatCents } from '@immodesk/sdk';
import { DashboardSection } from './DashboardSection';
import styles from './Dashboard.module.css';

/** The active contracts whose rent can be indexed today, with the new rent (from the indexation opportunities). */
export function IndexableContractsList() {
  const { t } = useTranslation();
  return (
    <DashboardSection
      id="indexable-contracts"
      title={t('dashboard.indexableContracts.title')}
      emptyText={t('dashboard.indexableContracts.empty')}
      isEmpty={(data) => data.indexableContracts.length === 0}
    >
      {(data) => (
        <ul className={styles.list}>
          {data.indexableContracts.map((contract) => (
            <li key={contract.contractId} className={styles.item}>
              <span className={styles.itemMain}>
                <Link to={`/contracts/${contract.contractId}`}>
                  {contract.address
                    ? formatAddress(contract.address, { withPostalCode: false })
                    : contract.contractNumber}
                </Link>
                <span className={styles.muted}>
                  {t('dashboard.indexableContracts.current', {
                    amount: formatCents(contract.currentRentCents),
                  })}
                </span>
              </span>
              <span className={styles.itemSide}>
                <strong>{formatCents(contract.newRentCents)}</strong>
                <span className={styles.muted}>
                  {t('dashboard.indexableContracts.increase', {
                    amount: formatCents(contract.newRentCents - contract.currentRentCents),
                  })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
