import { useTranslation } from 'react-i18next';
import { toBrusselsDate } from '@immodesk/sdk';
import { useHealthIndexStatus } from '../hooks/useHealthIndexStatus';
import { formatMonth, monthsOld } from '../utils/indexationFormat';
import styles from './Indexation.module.css';

/** How old the newest known health index month is: the daily update brings each month in once Statbel publishes it. */
export function HealthIndexStatus() {
  const { t, i18n } = useTranslation('properties');
  const status = useHealthIndexStatus();
  if (status.data === undefined) return null;
  if (status.data === null)
    return (
      <p className={styles.muted} data-testid="health-index-status">
        {t('indexation.status.unknown')}
      </p>
    );
  const month = formatMonth(status.data, i18n.language);
  const age = monthsOld(status.data, toBrusselsDate(new Date().toISOString()));
  return (
    <p className={styles.muted} data-testid="health-index-status">
      {age <= 0
        ? t('indexation.status.thisMonth', { month })
        : t('indexation.status.age', { month, count: age })}
    </p>
  );
}
