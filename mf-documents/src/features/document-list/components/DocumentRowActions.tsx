import { useTranslation } from 'react-i18next';
import type { TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import { Button, VisuallyHidden } from '@immodesk/ui-kit';
import { DownloadLink } from './DownloadLink';
import styles from './DocumentListPage.module.css';

export type DocumentAction = 'preview' | 'rename' | 'delete';

export type DocumentRowActionsProps<Document extends TDocument> = {
  document: Document;
  onAction: (action: DocumentAction, document: Document) => void;
};

/** Preview, download (with its original name), rename and delete; each names the file for screen readers. */
export function DocumentRowActions<Document extends TDocument>({
  document,
  onAction,
}: DocumentRowActionsProps<Document>) {
  const { t } = useTranslation('documents');
  const name = <VisuallyHidden>{document.fileName}</VisuallyHidden>;
  return (
    <div className={styles.rowActions}>
      <Button size="small" variant="secondary" onClick={() => onAction('preview', document)}>
        {t('documentList.actions.preview')} {name}
      </Button>
      <DownloadLink document={document} size="small">
        {t('documentList.download')} {name}
      </DownloadLink>
      <Button size="small" variant="secondary" onClick={() => onAction('rename', document)}>
        {t('documentList.actions.rename')} {name}
      </Button>
      <Button size="small" variant="danger" onClick={() => onAction('delete', document)}>
        {t('documentList.actions.delete')} {name}
      </Button>
    </div>
  );
}
