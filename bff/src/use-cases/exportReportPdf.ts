import type { BillingApi } from '@immodesk/billing/billingApi';
import type { TLanguage } from '@immodesk/contracts/common/languages';
import type { TGetReportQuery } from '@immodesk/contracts/reports/getReport.contract';
import type { StatisticsApi } from '@immodesk/finance/statisticsApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { PdfRenderer } from '@immodesk/platform/ports/pdf/PdfRenderer';
import { getReport, type GetReportDeps } from './getReport';

export type ExportReportPdfDeps = GetReportDeps & {
  statistics: Pick<StatisticsApi, 'getReport' | 'reportHtml'>;
  billing: Pick<BillingApi, 'getEffectivePlan'>;
  pdf: PdfRenderer;
  productName(): string;
};

const FILE_PREFIX: Record<TLanguage, string> = { nl: 'Statistieken', fr: 'Statistiques', en: 'Statistics' };

/** GET /api/reports/pdf: SPEC.md §6, Professional and Enterprise only (403 plan_required before anything is computed). */
export async function exportReportPdf(
  deps: ExportReportPdfDeps,
  context: RequestContext,
  query: TGetReportQuery,
  language: TLanguage,
): Promise<{ fileName: string; pdf: Buffer }> {
  const plan = await deps.billing.getEffectivePlan(context.organizationId);
  if (!plan.features.statisticsPdf)
    throw new AppError('plan_required', { messageKey: 'errors.statisticsPdfPlan' });
  const report = await getReport(deps, context, query);
  const today = deps.clock.today();
  const html = await deps.statistics.reportHtml(context, {
    report,
    language,
    productName: deps.productName(),
    today,
  });
  return {
    fileName: `${FILE_PREFIX[language]} ${report.from} – ${report.to}.pdf`,
    pdf: await deps.pdf.renderPdf(html),
  };
}
