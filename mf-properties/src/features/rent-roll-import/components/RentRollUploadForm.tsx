import { useTranslation } from 'react-i18next';
import { RENT_ROLL_ACCEPT } from '@immodesk/contracts/imports/rentRollImport.contract';
import { Card, FileUpload, TextField } from '@immodesk/ui-kit';
import styles from './RentRollImport.module.css';

export type RentRollUploadFormProps = {
  paidThrough: string;
  onPaidThroughChange: (value: string) => void;
  onFile: (file: File) => void;
  /** The file being uploaded and the fraction sent, while it goes up. */
  upload: { fileName: string; progress: number } | null;
  /** The file the preview below is of. */
  previewFileName: string | null;
};

/** The day the rent is paid up to, and the file: choosing (or dropping) a file uploads it for a preview at once. */
export function RentRollUploadForm({
  paidThrough,
  onPaidThroughChange,
  onFile,
  upload,
  previewFileName,
}: RentRollUploadFormProps) {
  const { t } = useTranslation('properties');
  return (
    <Card as="section" title={t('rentRollImport.upload.title')}>
      <TextField
        className={styles.narrowField}
        type="date"
        label={t('rentRollImport.upload.paidThrough')}
        hint={t('rentRollImport.upload.paidThroughHint')}
        value={paidThrough}
        disabled={upload !== null}
        onChange={(event) => onPaidThroughChange(event.target.value)}
      />
      <FileUpload
        label={t('rentRollImport.upload.file')}
        hint={
          previewFileName
            ? `${t('rentRollImport.upload.checked', { fileName: previewFileName })}. ${t('rentRollImport.upload.fileHint')}`
            : t('rentRollImport.upload.fileHint')
        }
        dropHint={t('rentRollImport.upload.dropHint')}
        accept={RENT_ROLL_ACCEPT}
        disabled={upload !== null}
        onFiles={([file]) => file && onFile(file)}
        uploads={upload ? [{ id: 'rent-roll', ...upload }] : []}
        progressLabel={(item) => t('rentRollImport.upload.uploading', { fileName: item.fileName })}
      />
    </Card>
  );
}
