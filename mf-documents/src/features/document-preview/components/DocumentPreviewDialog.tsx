import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import { Button, Dialog, formGrid } from '@immodesk/ui-kit';
import { documentInlineUrl } from '../../document-list/api/documentDownloadUrl';
import { DownloadLink } from '../../document-list/components/DownloadLink';
import { PdfPreview } from './PdfPreview';
import styles from './DocumentPreviewDialog.module.css';

export type DocumentPreviewDialogProps = { document: TDocument; onClose: () => void };

/** PDFs (first pages) and images shown in the page; Word files and any failure offer the download instead. */
export function DocumentPreviewDialog({ document, onClose }: DocumentPreviewDialogProps) {
  const { t } = useTranslation('documents');
  const [hasFailed, setHasFailed] = useState(false);
  const fail = useCallback(() => setHasFailed(true), []);
  const url = documentInlineUrl(document.id);
  const isImage = document.mimeType.startsWith('image/');
  const isPdf = document.mimeType === 'application/pdf';

  let content;
  if (hasFailed) {
    content = (
      <p className={styles.message} role="alert">
        {t('preview.failed')}
      </p>
    );
  } else if (isImage) {
    content = (
      <img
        className={styles.image}
        src={url}
        alt={t('preview.imageAlt', { fileName: document.fileName })}
        onError={fail}
      />
    );
  } else if (isPdf) {
    content = <PdfPreview url={url} fileName={document.fileName} onFailed={fail} />;
  } else {
    content = <p className={styles.message}>{t('preview.unavailable')}</p>;
  }

  return (
    <Dialog isOpen title={t('preview.title', { fileName: document.fileName })} onClose={onClose}>
      <div className={styles.body}>{content}</div>
      <div className={formGrid.dialogActions}>
        <DownloadLink document={document}>{t('documentList.download')}</DownloadLink>
        <Button onClick={onClose} data-autofocus>
          {t('preview.close')}
        </Button>
      </div>
    </Dialog>
  );
}
