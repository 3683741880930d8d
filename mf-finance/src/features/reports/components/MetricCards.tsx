import { useTranslation } from 'react-i18next';
import type { TReportMetrics } from '@immodesk/contracts/reports/getReport.contract';
import { formatCents, formatPercent } from '@immodesk/sdk';
import { Card } from '@immodesk/ui-kit';
import { METRIC_KEYS, metricValue, type MetricDetail, type MetricKey } from '../utils/metricCards';
import styles from './MetricCards.module.css';

function detailValues(detail: MetricDetail): Record<string, string | number> {
  const amounts = Object.fromEntries(
    Object.entries(detail.amounts ?? {}).map(([name, cents]) => [name, formatCents(cents)]),
  );
  return { ...amounts, ...detail.counts };
}

function MetricCard({ metricKey, metrics }: { metricKey: MetricKey; metrics: TReportMetrics }) {
  const { t } = useTranslation('finance');
  const value = metricValue(metricKey, metrics);
  const figure =
    value.kind === 'cents'
      ? formatCents(value.cents)
      : value.percent === null
        ? t('reports.metrics.notAvailable')
        : formatPercent(value.percent);
  const titleId = `metric-${metricKey}`;
  return (
    <li>
      <Card isCompact className={styles.card}>
        <section aria-labelledby={titleId} data-testid={`metric-${metricKey}`}>
          <h3 id={titleId} className={styles.title}>
            {t(`reports.metrics.${metricKey}.title`)}
          </h3>
          <p className={styles.figure} data-testid="metric-value">
            {figure}
          </p>
          {value.detail ? (
            <p className={styles.detail}>
              {t(`reports.metrics.${metricKey}.detail`, detailValues(value.detail))}
            </p>
          ) : null}
          <p className={styles.definition}>{t(`reports.metrics.${metricKey}.definition`)}</p>
        </section>
      </Card>
    </li>
  );
}

/** SPEC.md §9's metrics, each with its figure and, as its help text, how it is computed. */
export function MetricCards({ metrics }: { metrics: TReportMetrics }) {
  const { t } = useTranslation('finance');
  return (
    <ul className={styles.grid} aria-label={t('reports.metrics.label')}>
      {METRIC_KEYS.map((key) => (
        <MetricCard key={key} metricKey={key} metrics={metrics} />
      ))}
    </ul>
  );
}
