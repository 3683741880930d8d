import type { TGetReportResponse } from '@immodesk/contracts/reports/getReport.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { areaClientOptions } from '@immodesk/platform/rpc/areaClient';
import { createHttpServiceClient } from '@immodesk/platform/rpc/httpServiceClient';
import { getDashboardFigures, type DashboardFigures } from './statistics/use-cases/getDashboardFigures';
import { getReport, type ReportRequest, type StatisticsDeps } from './statistics/use-cases/getReport';
import { renderReportHtml } from './statistics/rendering/reportHtml';
import type { Language } from '@immodesk/platform/domain/language';

/**
 * Statistics over the finance service's tables (received money, due items, expenses) and what the BFF hands in
 * (portfolio, leases, indexation). The service's edge: only here does the HTTP contract appear. Runs in the BFF
 * process on the shared database, like the expenses.
 */
export type StatisticsApi = {
  getReport(context: RequestContext, request: ReportRequest): Promise<TGetReportResponse>;
  getDashboardFigures(context: RequestContext): Promise<DashboardFigures>;
  /** A report as HTML for the PDF port (GET /api/reports/pdf), in `language`. */
  reportHtml(
    context: RequestContext,
    input: { report: TGetReportResponse; language: Language; productName: string; today: string },
  ): Promise<string>;
};

const METHODS = [
  'getReport',
  'getDashboardFigures',
  'reportHtml',
] as const satisfies readonly (keyof StatisticsApi)[];

export function createStatisticsApi(deps: StatisticsDeps): StatisticsApi {
  return {
    getReport: (context, request) => getReport(deps, context, request),
    getDashboardFigures: (context) => getDashboardFigures(deps, context),
    reportHtml: async (_context, { report, ...options }) => renderReportHtml(report, options),
  };
}

/** The statistics over HTTP: `FINANCE_SERVICE_URL` + `/statistics` (the finance service serves every area). */
export function createHttpStatisticsApi(options: { baseUrl: string; token: string }): StatisticsApi {
  return createHttpServiceClient<StatisticsApi>(METHODS, areaClientOptions(options, 'statistics'));
}
