import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paperclip, Upload, X } from 'lucide-react';
import type { TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import { DOCUMENT_EXTENSIONS } from '@immodesk/contracts/documents/uploadDocument.contract';
import { formatFileSize } from '@immodesk/sdk';
import { Button, buttonClassName, layout, TextField } from '@immodesk/ui-kit';
import { useAttachmentUploads } from '../hooks/useAttachmentUploads';
import { useDocumentSearch } from '../hooks/useDocumentSearch';
import styles from './AttachmentPicker.module.css';

export type AttachmentPickerProps = {
  value: TDocument[];
  /** Takes an update of the list as it stands (uploads finish one after another). */
  onChange: (update: (current: TDocument[]) => TDocument[]) => void;
  error?: string | null;
};

const ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Attachments: documents already stored (search by name) or new files, which are uploaded as documents first. */
export function AttachmentPicker({ value, onChange, error }: AttachmentPickerProps) {
  const { t } = useTranslation('contacts');
  const fileInputId = useId();
  const [search, setSearch] = useState('');
  const { data: found = [] } = useDocumentSearch(search);
  const add = (document: TDocument) =>
    onChange((current) =>
      current.some((item) => item.id === document.id) ? current : [...current, document],
    );
  const { uploads, upload } = useAttachmentUploads(add);
  const candidates = found.filter((document) => !value.some((item) => item.id === document.id));

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('compose.attachments')}</legend>
      {value.length > 0 ? (
        <ul className={layout.tightList} aria-label={t('compose.attached')}>
          {value.map((document) => (
            <li key={document.id} className={styles.item}>
              <Paperclip aria-hidden size={16} />
              <span className={styles.name}>{document.fileName}</span>
              <span className={styles.meta}>{formatFileSize(document.sizeBytes)}</span>
              <Button
                variant="ghost"
                size="small"
                onClick={() => onChange((current) => current.filter((item) => item.id !== document.id))}
                aria-label={t('compose.removeAttachment', { fileName: document.fileName })}
              >
                <X aria-hidden size={16} />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {uploads.map((item) => (
        <div key={item.key} className={styles.progressRow}>
          <label htmlFor={item.key}>{t('compose.uploading', { fileName: item.fileName })}</label>
          <progress id={item.key} max={1} value={item.fraction} className={styles.progress} />
        </div>
      ))}
      <div className={styles.actions}>
        <TextField
          label={t('compose.findDocument')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('compose.findDocumentPlaceholder')}
        />
        <div>
          <input
            id={fileInputId}
            className={styles.fileInput}
            type="file"
            accept={ACCEPT}
            multiple
            onChange={(event) => {
              upload(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          <label
            htmlFor={fileInputId}
            className={clsx(buttonClassName({ variant: 'secondary' }), styles.uploadLabel)}
          >
            <Upload aria-hidden size={16} />
            {t('compose.upload')}
          </label>
        </div>
      </div>
      {search.trim() && candidates.length > 0 ? (
        <ul className={layout.tightList} aria-label={t('compose.foundDocuments')}>
          {candidates.map((document) => (
            <li key={document.id} className={styles.item}>
              <span className={styles.name}>{document.fileName}</span>
              <Button
                size="small"
                variant="secondary"
                onClick={() => add(document)}
                aria-label={t('compose.attachDocument', { fileName: document.fileName })}
              >
                {t('compose.attach')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {search.trim() && candidates.length === 0 ? (
        <p className={styles.meta}>{t('compose.noDocumentMatch')}</p>
      ) : null}
      <p className={styles.meta}>
        {t('compose.attachmentRules', { extensions: DOCUMENT_EXTENSIONS.join(', ').toUpperCase() })}
      </p>
      {error ? <p className={styles.error}>{error}</p> : null}
    </fieldset>
  );
}
