import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReportMonth } from '@immodesk/contracts/reports/getReport.contract';
import type { ChartSpec } from '../utils/chartOptions';
import { ReportChart } from './ReportChart';
import styles from './ReportCharts.module.css';

/** The statistics' three charts over the 12 months ending with the period: income, income vs expenses, occupancy. */
export function ReportCharts({ months }: { months: readonly TReportMonth[] }) {
  const { t } = useTranslation('finance');
  const specs = useMemo(() => {
    const monthKeys = months.map((month) => month.month);
    const income = months.map((month) => month.incomeCents);
    const incomeName = t('reports.charts.income');
    const charts: { key: string; title: string; spec: ChartSpec }[] = [
      {
        key: 'income',
        title: t('reports.charts.monthlyIncome'),
        spec: {
          description: t('reports.charts.monthlyIncomeDescription'),
          months: monthKeys,
          valueKind: 'cents',
          series: [{ name: incomeName, values: income, kind: 'column' }],
        },
      },
      {
        key: 'income-expenses',
        title: t('reports.charts.incomeVsExpenses'),
        spec: {
          description: t('reports.charts.incomeVsExpensesDescription'),
          months: monthKeys,
          valueKind: 'cents',
          series: [
            { name: incomeName, values: income, kind: 'column' },
            {
              name: t('reports.charts.expenses'),
              values: months.map((month) => month.expensesCents),
              kind: 'column',
            },
          ],
        },
      },
      {
        key: 'occupancy',
        title: t('reports.charts.occupancy'),
        spec: {
          description: t('reports.charts.occupancyDescription'),
          months: monthKeys,
          valueKind: 'percent',
          // A month without properties has no rate: a gap, as 0 would read as "all empty".
          series: [
            {
              name: t('reports.charts.occupancyRate'),
              values: months.map((month) => month.occupancyRatePercent),
              kind: 'line',
            },
          ],
        },
      },
    ];
    return charts;
  }, [months, t]);
  return (
    <div className={styles.charts}>
      {specs.map(({ key, title, spec }) => (
        <ReportChart key={key} title={title} spec={spec} />
      ))}
    </div>
  );
}
