import { z } from 'zod';
import { ZGetReportQuery } from './getReport.contract';

/**
 * GET /api/reports/pdf?period=: the report of GET /api/reports as a PDF (`application/pdf`, attachment), in the
 * user's language. Professional and Enterprise only: 403 `plan_required` on the other plans.
 */
export const ZGetReportPdfQuery = ZGetReportQuery;
export type TGetReportPdfQuery = z.infer<typeof ZGetReportPdfQuery>;
