import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '@immodesk/sdk';
import { DashboardSection } from './DashboardSection';
import styles from './Dashboard.module.css';

/** The latest payments received, leases signed, documents uploaded and tasks completed. */
export function RecentActivityList() {
  const { t } = useTranslation();
  return (
    <DashboardSection
      id="recent-activity"
      title={t('dashboard.recentActivity.title')}
      emptyText={t('dashboard.recentActivity.empty')}
      isEmpty={(data) => data.recentActivity.length === 0}
    >
      {(data) => (
        <ul className={styles.list}>
          {data.recentActivity.map((activity) => (
            <li key={`${activity.kind}:${activity.id}`} className={styles.item}>
              <span className={styles.itemMain}>
                <span>{t(`dashboard.recentActivity.kinds.${activity.kind}`)}</span>
                <span className={styles.muted}>{activity.label}</span>
              </span>
              <span className={styles.itemSide}>
                {activity.amountCents !== null ? <strong>{formatCents(activity.amountCents)}</strong> : null}
                <span className={styles.muted}>{formatDate(activity.date)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
