import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { downloadWithProgress, saveBlob, toastError } from '@immodesk/sdk';
import { rentRequestPath } from '../api/rentRequestApi';

/** Renders a due item's rent request on the server and saves the PDF; the server's message if it refuses. */
export function useRentRequestDownload() {
  const { t } = useTranslation('finance');
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  async function download(payment: TRentPayment) {
    setDownloadingId(payment.id);
    try {
      const { blob, fileName } = await downloadWithProgress(
        rentRequestPath(payment.id),
        () => undefined,
        undefined,
        'application/pdf, application/json',
      );
      saveBlob(blob, fileName ?? t('rentRequest.fileName', { period: payment.period }));
    } catch (error) {
      toastError(error, t('rentRequest.downloadFailed'));
    } finally {
      setDownloadingId(null);
    }
  }

  return { downloadingId, download };
}
