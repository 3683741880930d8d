import type { TReportPeriod } from '@immodesk/contracts/reports/getReport.contract';
import { downloadWithProgress, saveBlob, type DownloadProgress } from '@immodesk/sdk';

/** GET /api/reports/pdf?period=, saved under the server's file name (403 `plan_required` below Professional). */
export async function downloadReportPdf(
  period: TReportPeriod,
  onProgress: (progress: DownloadProgress) => void,
): Promise<void> {
  const { blob, fileName } = await downloadWithProgress(
    `/api/reports/pdf?period=${period}`,
    onProgress,
    undefined,
    'application/pdf, application/json',
  );
  saveBlob(blob, fileName ?? `immodesk-report-${period}.pdf`);
}
