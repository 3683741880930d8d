import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { formatFileSize } from '@immodesk/sdk';
import { layout } from '@immodesk/ui-kit';
import type { UploadItem } from '../hooks/useDocumentUploads';
import styles from './UploadDocumentsDialog.module.css';

export type UploadFileListProps = {
  items: readonly UploadItem[];
  onRemove: (id: string) => void;
  isBusy: boolean;
};

/** The chosen files, each with its size, its own progress bar and its own error. */
export function UploadFileList({ items, onRemove, isBusy }: UploadFileListProps) {
  const { t } = useTranslation('documents');
  if (items.length === 0) return null;
  return (
    <ul className={layout.gridList} aria-label={t('upload.filesLabel')}>
      {items.map((item) => (
        <li key={item.id} className={styles.file} data-testid="upload-file" data-status={item.status}>
          <div className={styles.fileHeader}>
            <span className={styles.fileName}>{item.file.name}</span>
            <span className={styles.fileSize}>{formatFileSize(item.file.size)}</span>
            {item.status === 'ready' || (item.status === 'failed' && !isBusy) ? (
              <button
                type="button"
                className={styles.remove}
                onClick={() => onRemove(item.id)}
                aria-label={t('upload.remove', { fileName: item.file.name })}
              >
                <X size={16} aria-hidden="true" />
              </button>
            ) : null}
          </div>
          {item.status === 'uploading' || item.status === 'done' ? (
            <progress
              className={styles.progress}
              max={1}
              value={item.progress}
              aria-label={t('upload.progress', { fileName: item.file.name })}
            />
          ) : null}
          {item.status === 'done' ? <p className={styles.done}>{t('upload.done')}</p> : null}
          {item.error ? (
            <p className={styles.error} role="alert">
              {item.error}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
