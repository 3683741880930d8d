import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import { toastSuccess } from '@immodesk/sdk';
import { Dialog, FormActions, TextField } from '@immodesk/ui-kit';
import { useRenameDocument } from '../hooks/useDocumentMutations';
import styles from './DocumentListPage.module.css';

export type RenameDocumentDialogProps = { document: TDocument; onClose: () => void };

/** A new file name; the server keeps the file's extension when it is typed without it. */
export function RenameDocumentDialog({ document, onClose }: RenameDocumentDialogProps) {
  const { t } = useTranslation('documents');
  const rename = useRenameDocument();
  const [fileName, setFileName] = useState(document.fileName);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!fileName.trim()) return setError(t('rename.required'));
    rename.mutate(
      { documentId: document.id, fileName: fileName.trim() },
      {
        onSuccess: (renamed) => {
          toastSuccess(t('rename.done', { fileName: renamed.fileName }));
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Dialog isOpen title={t('rename.title')} onClose={onClose}>
      <form onSubmit={handleSubmit} noValidate className={styles.dialogForm}>
        <TextField
          label={t('rename.fileName')}
          value={fileName}
          required
          maxLength={255}
          error={error}
          onChange={(event) => setFileName(event.target.value)}
          data-autofocus
        />
        <FormActions
          cancelLabel={t('rename.cancel')}
          onCancel={onClose}
          submitLabel={t('rename.submit')}
          isPending={rename.isPending}
          isSetOff
        />
      </form>
    </Dialog>
  );
}
