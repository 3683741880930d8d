import type { TReportPeriod } from '@immodesk/contracts/reports/getReport.contract';
import { REPORT_PERIODS } from '@immodesk/contracts/reports/reportPeriods';
import { useFilterParam } from '@immodesk/sdk';

function isReportPeriod(value: string): value is TReportPeriod {
  return (REPORT_PERIODS as readonly string[]).includes(value);
}

/** `?period=last_month`; anything else in the URL means the current month (the server's default too). */
export function usePeriodParam(): [TReportPeriod, (period: TReportPeriod) => void] {
  const [value, setValue] = useFilterParam('period');
  return [
    isReportPeriod(value) ? value : 'current_month',
    (period) => setValue(period === 'current_month' ? '' : period),
  ];
}
