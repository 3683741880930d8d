import type { TGetReportResponse, TReportPeriod } from '@immodesk/contracts/reports/getReport.contract';
import { apiGet } from '@immodesk/sdk';

/** GET /api/reports?period=: typed, not parsed (zod stays off the page's first load). */
export function fetchReport(period: TReportPeriod, signal?: AbortSignal): Promise<TGetReportResponse> {
  return apiGet<TGetReportResponse>('/api/reports', { query: { period }, signal });
}
