import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_DOCUMENT_ACCEPT } from '@immodesk/contracts/tasks/taskDocuments.contract';
import { Button, buttonClassName, layout, Spinner, VisuallyHidden } from '@immodesk/ui-kit';
import { taskDocumentDownloadUrl } from '../api/taskDocuments';
import type { PendingAttachments } from '../hooks/usePendingAttachments';
import { useRemoveTaskDocument } from '../hooks/useRemoveTaskDocument';
import { useTaskDocuments } from '../hooks/useTaskDocuments';
import styles from './TaskAttachmentsField.module.css';

export type TaskAttachmentsFieldProps = {
  /** null while the task is new: nothing is stored yet. */
  taskId: string | null;
  pending: PendingAttachments;
  isSaving: boolean;
};

/** SPEC §3/§5: the task's stored attachments (download, remove) and the files chosen to upload on save. */
export function TaskAttachmentsField({ taskId, pending, isSaving }: TaskAttachmentsFieldProps) {
  const { t } = useTranslation('properties');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const stored = useTaskDocuments(taskId);
  const remove = useRemoveTaskDocument(taskId ?? 'new');
  const documents = stored.data ?? [];

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('tasks.attachments.label')}</legend>
      <p id={hintId} className={styles.hint}>
        {t('tasks.attachments.hint')}
      </p>
      {stored.isError ? (
        <p className={clsx(styles.status, styles.failed)}>{t('tasks.attachments.loadFailed')}</p>
      ) : null}
      {stored.isLoading ? <Spinner size="small" label={t('tasks.attachments.loading')} /> : null}
      {documents.length > 0 || pending.items.length > 0 ? (
        <ul className={layout.list} aria-label={t('tasks.attachments.label')}>
          {documents.map((document) => (
            <li key={document.id} className={styles.file} data-testid="task-attachment">
              <a
                className={clsx(styles.fileName, styles.link)}
                href={taskDocumentDownloadUrl(document.id)}
                download={document.fileName}
              >
                <VisuallyHidden>{t('tasks.attachments.download')}</VisuallyHidden> {document.fileName}
              </a>
              <Button
                variant="ghost"
                size="small"
                isLoading={remove.isPending && remove.variables?.id === document.id}
                onClick={() => remove.mutate(document)}
              >
                {t('tasks.attachments.remove')} <VisuallyHidden>{document.fileName}</VisuallyHidden>
              </Button>
            </li>
          ))}
          {pending.items.map((item) => (
            <li key={item.key} className={styles.file} data-testid="pending-attachment">
              <span className={styles.fileName}>{item.file.name}</span>
              {item.isUploading ? null : (
                <Button
                  variant="ghost"
                  size="small"
                  disabled={isSaving}
                  onClick={() => pending.remove(item.key)}
                >
                  {t('tasks.attachments.remove')} <VisuallyHidden>{item.file.name}</VisuallyHidden>
                </Button>
              )}
              {item.isUploading ? (
                <progress
                  className={styles.progress}
                  max={100}
                  value={Math.round(item.progress * 100)}
                  aria-label={t('tasks.attachments.uploading', { fileName: item.file.name })}
                />
              ) : null}
              <p
                className={clsx(styles.status, item.error && styles.failed)}
                role={item.error ? 'alert' : undefined}
              >
                {item.error
                  ? t('tasks.attachments.failed', { reason: item.error })
                  : item.isUploading
                    ? t('tasks.attachments.progress', { percent: Math.round(item.progress * 100) })
                    : t('tasks.attachments.waiting')}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{t('tasks.attachments.none')}</p>
      )}
      <div className={styles.picker}>
        <input
          id={inputId}
          className={styles.input}
          type="file"
          multiple
          accept={TASK_DOCUMENT_ACCEPT}
          disabled={isSaving}
          aria-describedby={hintId}
          onChange={(event) => {
            pending.add(Array.from(event.target.files ?? []));
            // The same file can be chosen again after removing it.
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className={clsx(buttonClassName({ variant: 'secondary', size: 'small' }), styles.pickerLabel)}
        >
          {t('tasks.attachments.add')}
        </label>
      </div>
    </fieldset>
  );
}
