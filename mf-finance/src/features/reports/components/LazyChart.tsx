import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@immodesk/ui-kit';
import type { ChartSpec } from '../utils/chartOptions';

// Highcharts (and its accessibility module) is large: it loads with the first chart shown, never with a page's first load.
const HighchartsChart = lazy(() => import(/* webpackChunkName: "highcharts-chart" */ './HighchartsChart'));

export function LazyChart({ spec }: { spec: ChartSpec }) {
  const { t } = useTranslation('finance');
  return (
    <Suspense fallback={<Spinner label={t('reports.chart.loading')} />}>
      <HighchartsChart spec={spec} />
    </Suspense>
  );
}
