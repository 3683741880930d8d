import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_MIME_TYPES } from '@immodesk/contracts/properties/propertyPhotos.contract';
import { usePhotoUploads } from '../hooks/usePhotoUploads';
import styles from './PropertyPhotos.module.css';

/** Choose one or more photos; each shows its upload progress until the gallery has it. */
export function PhotoUploader({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('properties');
  const inputId = useId();
  const { uploads, upload } = usePhotoUploads(propertyId);
  return (
    <div className={styles.uploader}>
      <label htmlFor={inputId} className={styles.uploadLabel}>
        {t('photos.choose')}
      </label>
      <p className={styles.hint}>{t('photos.hint')}</p>
      <input
        id={inputId}
        type="file"
        multiple
        accept={PHOTO_MIME_TYPES.join(',')}
        className={styles.fileInput}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) void upload(files);
        }}
      />
      {uploads.length > 0 ? (
        <ul className={styles.progressList} aria-live="polite">
          {uploads.map((item) => (
            <li key={item.id}>
              <label className={styles.progressLabel}>
                {t('photos.uploading', { fileName: item.fileName })}
                <progress max={1} value={item.progress} />
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
