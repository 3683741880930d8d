import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatAddress, formatDate } from '@immodesk/sdk';
import { Badge } from '@immodesk/ui-kit';
import { DashboardSection } from './DashboardSection';
import styles from './Dashboard.module.css';

/** Open tasks, overdue first. */
export function UpcomingTasksList() {
  const { t } = useTranslation();
  return (
    <DashboardSection
      id="upcoming-tasks"
      title={t('dashboard.upcomingTasks.title')}
      emptyText={t('dashboard.upcomingTasks.empty')}
      isEmpty={(data) => data.upcomingTasks.length === 0}
      footer={<Link to="/tasks">{t('dashboard.upcomingTasks.all')}</Link>}
    >
      {(data) => (
        <ul className={styles.list}>
          {data.upcomingTasks.map((task) => (
            <li key={task.id} className={styles.item}>
              <span className={styles.itemMain}>
                <span>{task.title}</span>
                <span className={styles.muted}>
                  {task.property
                    ? formatAddress(task.property, { withPostalCode: false })
                    : t('dashboard.upcomingTasks.general')}
                </span>
              </span>
              <span className={styles.itemSide}>
                {task.overdue ? <Badge tone="danger">{t('dashboard.upcomingTasks.overdue')}</Badge> : null}
                <span className={styles.muted}>
                  {task.dueDate ? formatDate(task.dueDate) : t('dashboard.upcomingTasks.noDate')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
