import { useTranslation } from 'react-i18next';
import type { TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import { toastSuccess } from '@immodesk/sdk';
import { Button, Dialog, formGrid } from '@immodesk/ui-kit';
import { useDeleteDocument } from '../hooks/useDocumentMutations';
import styles from './DocumentListPage.module.css';

export type DeleteDocumentDialogProps = { document: TDocument; onClose: () => void };

/** Deleting removes the file for good: asked first, and a refusal ("cannot delete") is said in the dialog. */
export function DeleteDocumentDialog({ document, onClose }: DeleteDocumentDialogProps) {
  const { t } = useTranslation('documents');
  const remove = useDeleteDocument();
  const confirm = () =>
    remove.mutate(document.id, {
      onSuccess: () => {
        toastSuccess(t('delete.done', { fileName: document.fileName }));
        onClose();
      },
    });
  return (
    <Dialog
      isOpen
      title={t('delete.title')}
      onClose={onClose}
      description={t('delete.description', { fileName: document.fileName })}
    >
      {remove.isError ? (
        <p className={styles.dialogError} role="alert">
          {remove.error.message}
        </p>
      ) : null}
      <div className={formGrid.dialogActions}>
        <Button variant="secondary" onClick={onClose} data-autofocus>
          {t('delete.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} isLoading={remove.isPending}>
          {t('delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
