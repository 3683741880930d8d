import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsNearViewport } from '@immodesk/sdk';
import { Spinner } from '@immodesk/ui-kit';
import type { ChartSpec } from '../utils/chartOptions';
import styles from './ReportChart.module.css';

// Highcharts (and its accessibility module) is large: it loads with the first chart shown, never with a page's first load.
const HighchartsChart = lazy(() => import(/* webpackChunkName: "highcharts-chart" */ './HighchartsChart'));

/** A chart that loads Highcharts when it comes near the viewport; until then it only keeps its room. */
export function LazyChart({ spec }: { spec: ChartSpec }) {
  const { t } = useTranslation('finance');
  const slotRef = useRef<HTMLDivElement>(null);
  const isNear = useIsNearViewport(slotRef);
  if (!isNear) return <div ref={slotRef} className={styles.chart} />;
  return (
    <Suspense fallback={<Spinner label={t('reports.chart.loading')} />}>
      <HighchartsChart spec={spec} />
    </Suspense>
  );
}
