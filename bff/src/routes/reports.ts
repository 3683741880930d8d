import { ZGetDashboardResponse } from '@immodesk/contracts/dashboard/getDashboard.contract';
import { ZGetReportQuery, ZGetReportResponse } from '@immodesk/contracts/reports/getReport.contract';
import { ZGetReportPdfQuery } from '@immodesk/contracts/reports/getReportPdf.contract';
import { Readable } from 'node:stream';
import { signedIn } from '../http/routeShorthands';
import { sendFile } from '../http/sendFile';
import type { Services } from '../composition';
import { exportReportPdf } from '../use-cases/exportReportPdf';
import { getDashboard } from '../use-cases/getDashboard';
import { getReport } from '../use-cases/getReport';
import { listIndexationOpportunities } from '../use-cases/listIndexationOpportunities';

type StatisticsServices = Pick<
  Services,
  | 'properties'
  | 'contracts'
  | 'contacts'
  | 'documents'
  | 'statistics'
  | 'finance'
  | 'billing'
  | 'pdf'
  | 'clock'
  | 'shellConfig'
  | 'indexation'
>;

/** GET /api/reports, /api/reports/pdf and /api/dashboard. */
export function reportRoutes(services: StatisticsServices) {
  const deps = {
    ...services,
    indexationOpportunities: (
      context: Parameters<typeof listIndexationOpportunities>[1],
      portfolio: Parameters<typeof listIndexationOpportunities>[2],
      signedLeases: Parameters<typeof listIndexationOpportunities>[3],
    ) => listIndexationOpportunities(services, context, portfolio, signedLeases),
    productName: () => services.shellConfig.branding().productName,
  };
  return [
    signedIn.get(
      '/api/reports',
      { query: ZGetReportQuery, response: ZGetReportResponse },
      ({ session, query }) => getReport(deps, session, query),
    ),
    signedIn.get('/api/reports/pdf', { query: ZGetReportPdfQuery }, async ({ ctx, session, query }) => {
      const { fileName, pdf } = await exportReportPdf(deps, session, query, ctx.state.language);
      sendFile(ctx, {
        stream: Readable.from([pdf]),
        mimeType: 'application/pdf',
        sizeBytes: pdf.length,
        fileName,
        cacheControl: 'private, no-store',
      });
    }),
    signedIn.get('/api/dashboard', { response: ZGetDashboardResponse }, ({ ctx, session }) =>
      getDashboard(deps, session, ctx.state.language),
    ),
  ];
}
