import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReportPeriod } from '@immodesk/contracts/reports/getReport.contract';
import { isApiError, toastError, type DownloadProgress } from '@immodesk/sdk';
import { downloadReportPdf } from '../api/downloadReportPdf';

export type PdfExportState =
  | { status: 'idle' }
  | { status: 'downloading'; progress: DownloadProgress | null }
  | { status: 'planRequired' };

/** Downloads the period's PDF with its progress; a refusal for the plan turns into the upgrade prompt, not a toast. */
export function useReportPdfExport(period: TReportPeriod) {
  const { t } = useTranslation('finance');
  const [state, setState] = useState<PdfExportState>({ status: 'idle' });
  const exportPdf = async () => {
    setState({ status: 'downloading', progress: null });
    try {
      await downloadReportPdf(period, (progress) => setState({ status: 'downloading', progress }));
      setState({ status: 'idle' });
    } catch (error) {
      if (isApiError(error) && error.code === 'plan_required') {
        setState({ status: 'planRequired' });
        return;
      }
      setState({ status: 'idle' });
      toastError(error, t('reports.pdf.failed'));
    }
  };
  return { state, exportPdf };
}
