import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatCents, useDashboard } from '@immodesk/sdk';
import { Spinner } from '@immodesk/ui-kit';
import styles from './Dashboard.module.css';

/** SPEC §2 totals: properties, active tenants, monthly rent, pending payments; each leads to its list. */
export function DashboardTotals() {
  const { t } = useTranslation();
  const { data, isPending } = useDashboard();
  if (isPending) return <Spinner label={t('dashboard.loading')} />;
  // Without data the sections below say what failed, with their retry.
  if (!data) return null;
  const { totals } = data;
  const figures = [
    {
      key: 'properties',
      to: '/properties',
      value: String(totals.propertyCount),
      label: t('dashboard.totals.properties', { count: totals.propertyCount }),
    },
    {
      key: 'tenants',
      to: '/contacts?tab=tenants',
      value: String(totals.activeTenantCount),
      label: t('dashboard.totals.activeTenants', { count: totals.activeTenantCount }),
    },
    {
      key: 'rent',
      to: '/rent-payments',
      value: formatCents(totals.monthlyRentCents),
      label: t('dashboard.totals.monthlyRent'),
    },
    {
      key: 'pending',
      to: '/rent-payments?status=overdue',
      value: formatCents(totals.pendingPayments.amountCents),
      label: t('dashboard.totals.pendingPayments', { count: totals.pendingPayments.count }),
    },
  ];
  return (
    <ul className={styles.totals} aria-label={t('dashboard.totals.label')} data-testid="dashboard-totals">
      {figures.map(({ key, to, value, label }) => (
        <li key={key}>
          <Link to={to} className={styles.total} data-testid={`dashboard-total-${key}`}>
            <span className={styles.totalValue}>{value}</span>
            <span className={styles.totalLabel}>{label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
