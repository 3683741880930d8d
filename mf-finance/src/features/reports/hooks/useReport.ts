import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TReportPeriod } from '@immodesk/contracts/reports/getReport.contract';
import { fetchReport } from '../api/fetchReport';
import { reportKeys } from '../api/reportKeys';

export function useReport(period: TReportPeriod) {
  return useQuery({
    queryKey: reportKeys.report(period),
    queryFn: ({ signal }) => fetchReport(period, signal),
    // The previous period's numbers stay on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
