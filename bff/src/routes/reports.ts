import { ZGetDashboardResponse } from '@immodesk/contracts/dashboard/getDashboard.contract';
import { ZGetReportQuery, ZGetReportResponse } from '@immodesk/contracts/reports/getReport.contract';
import { ZGetReportPdfQuery } from '@immodesk/contracts/reports/getReportPdf.contract';
import { contentDisposition } from '../http/contentDisposition';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';
import { exportReportPdf } from '../use-cases/exportReportPdf';
import { getDashboard } from '../use-cases/getDashboard';
import { getReport } from '../use-cases/getReport';
import { listIndexationOpportunities } from '../use-cases/listIndexationOpportunities';

type StatisticsServices = Pick<
  Services,
  'properties' | 'contracts' | 'contacts' | 'documents' | 'statistics' | 'finance' | 'billing' | 'pdf' | 'clock' | 'shellConfig' | 'indexation'
>;

/** GET /api/reports, /api/reports/pdf and /api/dashboard. */
export function reportRoutes(services: StatisticsServices) {
  const deps = {
    ...services,
    indexationOpportunities: (context: Parameters<typeof listIndexationOpportunities>[1]) => listIndexationOpportunities(services, context),
    productName: () => services.shellConfig.branding().productName,
  };
  return [
    signedIn.get('/api/reports', { query: ZGetReportQuery, response: ZGetReportResponse }, ({ session, query }) => getReport(deps, session, query)),
    signedIn.get('/api/reports/pdf', { query: ZGetReportPdfQuery }, async ({ ctx, session, query }) => {
      const { fileName, pdf } = await exportReportPdf(deps, session, query, ctx.state.language);
      ctx.set('Content-Type', 'application/pdf');
      ctx.set('Content-Disposition', contentDisposition(fileName));
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = pdf;
    }),
    signedIn.get('/api/dashboard', { response: ZGetDashboardResponse }, ({ ctx, session }) => getDashboard(deps, session, ctx.state.language)),
  ];
}
