import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadWithProgress, saveBlob, toastError, type DownloadProgress } from '@immodesk/sdk';
import { contractDocumentPath } from '../api/contractsApi';

export type ContractDocumentFormat = 'pdf' | 'docx';

const ACCEPT: Record<ContractDocumentFormat, string> = {
  pdf: 'application/pdf, application/json',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/json',
};

export type DownloadState =
  | { name: 'idle' }
  /** The server is rendering: nothing has arrived yet. */
  | { name: 'generating'; format: ContractDocumentFormat }
  | { name: 'downloading'; format: ContractDocumentFormat; progress: DownloadProgress };

/** Renders the contract as PDF or DOCX on the server and saves it, with a "generating…" then progress state. */
export function useContractDownload(
  contractId: string,
  fallbackFileName: (format: ContractDocumentFormat) => string,
) {
  const { t } = useTranslation('properties');
  const [state, setState] = useState<DownloadState>({ name: 'idle' });

  async function download(format: ContractDocumentFormat) {
    setState({ name: 'generating', format });
    try {
      const { blob, fileName } = await downloadWithProgress(
        contractDocumentPath(contractId, format),
        (progress) => {
          if (progress.receivedBytes > 0) setState({ name: 'downloading', format, progress });
        },
        undefined,
        ACCEPT[format],
      );
      saveBlob(blob, fileName ?? fallbackFileName(format));
    } catch (error) {
      toastError(error, t('contracts.documents.failed'));
    } finally {
      setState({ name: 'idle' });
    }
  }

  return { state, download };
}
