import { useTranslation } from 'react-i18next';
import { FileDown } from 'lucide-react';
import type { TReportPeriod } from '@immodesk/contracts/reports/getReport.contract';
import { formatFileSize, usePlan } from '@immodesk/sdk';
import { Button, layout } from '@immodesk/ui-kit';
import { useReportPdfExport } from '../hooks/useReportPdfExport';
import { isPdfExportInPlan } from '../utils/pdfExportPlans';
import { ReportPlanPrompt } from './ReportPlanPrompt';
import styles from './ReportPdfExport.module.css';

/** The PDF export of the shown period, with its progress; below Professional the upgrade prompt instead. */
export function ReportPdfExport({ period }: { period: TReportPeriod }) {
  const { t } = useTranslation('finance');
  const plan = usePlan();
  const { state, exportPdf } = useReportPdfExport(period);
  if (plan.isPending) return null;
  if (state.status === 'planRequired' || (plan.data && !isPdfExportInPlan(plan.data.planType)))
    return <ReportPlanPrompt />;
  const progress = state.status === 'downloading' ? state.progress : null;
  return (
    <div className={layout.inline}>
      <Button variant="secondary" isLoading={state.status === 'downloading'} onClick={() => void exportPdf()}>
        <FileDown size={18} aria-hidden="true" />
        {t('reports.pdf.export')}
      </Button>
      <p role="status" className={styles.status}>
        {state.status === 'downloading'
          ? t('reports.pdf.preparing', { received: formatFileSize(progress?.receivedBytes ?? 0) })
          : ''}
      </p>
    </div>
  );
}
