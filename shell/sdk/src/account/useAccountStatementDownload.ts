import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadWithProgress } from '../api/downloadWithProgress';
import { saveBlob } from '../api/saveBlob';
import { toastError } from '../toast/toast';
import { accountPath, type AccountScope } from './accountApi';

/** Renders the statement of account on the server (in the tenant's language) and saves the PDF. */
export function useAccountStatementDownload(scope: AccountScope) {
  const { t } = useTranslation('common');
  const [isDownloading, setIsDownloading] = useState(false);

  async function download() {
    setIsDownloading(true);
    try {
      const { blob, fileName } = await downloadWithProgress(
        `${accountPath(scope)}/pdf`,
        () => undefined,
        undefined,
        'application/pdf, application/json',
      );
      saveBlob(blob, fileName ?? t('account.fileName'));
    } catch (error) {
      toastError(error, t('account.downloadFailed'));
    } finally {
      setIsDownloading(false);
    }
  }

  return { isDownloading, download };
}
