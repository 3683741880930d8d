import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatAddress, formatCents, formatDate } from '@immodesk/sdk';
import { DashboardSection } from './DashboardSection';
import styles from './Dashboard.module.css';

/** SPEC §9: the due items falling due within 7 days and not fully paid. */
export function UpcomingPaymentsList() {
  const { t } = useTranslation();
  return (
    <DashboardSection
      id="upcoming-payments"
      title={t('dashboard.upcomingPayments.title')}
      emptyText={t('dashboard.upcomingPayments.empty')}
      isEmpty={(data) => data.upcomingPayments.length === 0}
      footer={<Link to="/rent-payments">{t('dashboard.upcomingPayments.all')}</Link>}
    >
      {(data) => (
        <ul className={styles.list}>
          {data.upcomingPayments.map((payment) => (
            <li key={payment.id} className={styles.item}>
              <span className={styles.itemMain}>
                <span>{payment.tenantName ?? t('dashboard.noTenant')}</span>
                <span className={styles.muted}>
                  {payment.address ? formatAddress(payment.address, { withPostalCode: false }) : ''}
                </span>
              </span>
              <span className={styles.itemSide}>
                <strong>{formatCents(payment.outstandingCents)}</strong>
                <span className={styles.muted}>
                  {t('dashboard.upcomingPayments.due', { date: formatDate(payment.dueDate) })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
