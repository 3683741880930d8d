import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard, type RemoteWidgetProps } from '@immodesk/sdk';
import { ErrorState, Spinner } from '@immodesk/ui-kit';
import { LazyChart } from '../../reports/components/LazyChart';
import type { ChartSpec } from '../../reports/utils/chartOptions';

/**
 * The dashboard's monthly income chart (`income-chart` widget): the 12 months ending with the current one, from the
 * dashboard's one request (the shell's page reads the same query). The shell's slot gives it its heading.
 */
export function IncomeChartWidget(_props: RemoteWidgetProps) {
  const { t } = useTranslation('finance');
  const dashboard = useDashboard();
  const series = dashboard.data?.incomeSeries;
  const spec = useMemo<ChartSpec | null>(
    () =>
      series
        ? {
            description: t('reports.charts.dashboardIncomeDescription'),
            months: series.map((month) => month.month),
            valueKind: 'cents',
            series: [
              {
                name: t('reports.charts.income'),
                values: series.map((month) => month.incomeCents),
                kind: 'column',
              },
            ],
          }
        : null,
    [series, t],
  );
  if (dashboard.isError)
    return (
      <ErrorState
        headingLevel={3}
        title={t('reports.charts.widgetError')}
        message={dashboard.error.message}
        onRetry={() => void dashboard.refetch()}
      />
    );
  if (!spec) return <Spinner label={t('reports.chart.loading')} />;
  return <LazyChart spec={spec} />;
}
