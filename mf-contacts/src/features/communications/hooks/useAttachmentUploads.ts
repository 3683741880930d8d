import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import { toastError } from '@immodesk/sdk';
import { uploadAttachment } from '../api/messagesApi';

export type UploadInProgress = { key: string; fileName: string; fraction: number };

/** Uploads picked files as documents one by one in parallel, with progress; a refused file is named in a toast. */
export function useAttachmentUploads(onUploaded: (document: TDocument) => void) {
  const { t } = useTranslation('contacts');
  const [uploads, setUploads] = useState<UploadInProgress[]>([]);

  const upload = (files: File[]) => {
    for (const file of files) {
      const key = `${file.name}-${file.size}-${crypto.randomUUID()}`;
      setUploads((current) => [...current, { key, fileName: file.name, fraction: 0 }]);
      const setFraction = (fraction: number) =>
        setUploads((current) => current.map((item) => (item.key === key ? { ...item, fraction } : item)));
      uploadAttachment(file, setFraction, t('compose.networkError'))
        .then(onUploaded)
        .catch((error: unknown) => toastError(error, t('compose.uploadFailed', { fileName: file.name })))
        .finally(() => setUploads((current) => current.filter((item) => item.key !== key)));
    }
  };

  return { uploads, upload };
}
