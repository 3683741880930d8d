import { useTranslation } from 'react-i18next';
import { PHOTO_MIME_TYPES } from '@immodesk/contracts/properties/propertyPhotos.contract';
import { FileUpload } from '@immodesk/ui-kit';
import { usePhotoUploads } from '../hooks/usePhotoUploads';
import styles from './PropertyPhotos.module.css';

/** Choose or drop one or more photos; each shows its upload progress until the gallery has it. */
export function PhotoUploader({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('properties');
  const { uploads, upload } = usePhotoUploads(propertyId);
  return (
    <div className={styles.uploader}>
      <FileUpload
        label={t('photos.choose')}
        hint={t('photos.hint')}
        dropHint={t('photos.dropHint')}
        accept={PHOTO_MIME_TYPES.join(',')}
        multiple
        onFiles={(files) => void upload(files)}
        uploads={uploads}
        progressLabel={(item) => t('photos.uploading', { fileName: item.fileName })}
      />
    </div>
  );
}
