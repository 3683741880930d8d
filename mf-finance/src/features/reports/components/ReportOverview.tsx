import { useTranslation } from 'react-i18next';
import { formatDate } from '@immodesk/sdk';
import { ErrorState, layout, Spinner } from '@immodesk/ui-kit';
import { usePeriodParam } from '../hooks/usePeriodParam';
import { useReport } from '../hooks/useReport';
import { MetricCards } from './MetricCards';
import { PeriodSwitch } from './PeriodSwitch';
import { ReportCharts } from './ReportCharts';
import { ReportPdfExport } from './ReportPdfExport';
import styles from './ReportOverview.module.css';

/** The statistics of one period (in the URL): its dates, the metrics with their definitions, the charts, the PDF. */
export function ReportOverview() {
  const { t } = useTranslation('finance');
  const [period, setPeriod] = usePeriodParam();
  const report = useReport(period);
  return (
    <div className={styles.overview}>
      <div className={layout.spread}>
        <PeriodSwitch period={period} onChange={setPeriod} />
        <ReportPdfExport period={period} />
      </div>
      {report.isPending ? <Spinner size="large" label={t('reports.loading')} /> : null}
      {report.isError ? (
        <ErrorState
          title={t('reports.error')}
          message={report.error.message}
          onRetry={() => void report.refetch()}
        />
      ) : null}
      {report.data ? (
        <div className={styles.content} aria-busy={report.isPlaceholderData} data-testid="report-content">
          <p className={styles.range} data-testid="report-range">
            {t(report.data.through === report.data.to ? 'reports.range' : 'reports.rangeRunning', {
              from: formatDate(report.data.from),
              to: formatDate(report.data.to),
              through: formatDate(report.data.through),
            })}
          </p>
          <section aria-labelledby="report-metrics-title" className={styles.section}>
            <h2 id="report-metrics-title" className={styles.sectionTitle}>
              {t('reports.metrics.title')}
            </h2>
            <MetricCards metrics={report.data.metrics} />
          </section>
          <ReportCharts months={report.data.monthly} />
        </div>
      ) : null}
    </div>
  );
}
