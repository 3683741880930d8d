import { useTranslation } from 'react-i18next';
import type { TReportPeriod } from '@immodesk/contracts/reports/getReport.contract';
import { REPORT_PERIODS } from '@immodesk/contracts/reports/reportPeriods';
import { Button } from '@immodesk/ui-kit';
import styles from './PeriodSwitch.module.css';

export type PeriodSwitchProps = { period: TReportPeriod; onChange: (period: TReportPeriod) => void };

/** SPEC.md §9's four periods as toggle buttons; the chosen one is pressed (and kept in the URL by the page). */
export function PeriodSwitch({ period, onChange }: PeriodSwitchProps) {
  const { t } = useTranslation('finance');
  return (
    <div role="group" aria-label={t('reports.period.label')} className={styles.group}>
      {REPORT_PERIODS.map((option) => (
        <Button
          key={option}
          size="small"
          variant={option === period ? 'primary' : 'secondary'}
          aria-pressed={option === period}
          onClick={() => onChange(option)}
        >
          {t(`reports.period.${option}`)}
        </Button>
      ))}
    </div>
  );
}
