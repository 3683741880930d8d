import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ZDocumentUploadType,
  type TDocumentUploadType,
} from '@immodesk/contracts/documents/listDocuments.contract';
import { DOCUMENT_ACCEPT } from '@immodesk/contracts/documents/uploadDocument.contract';
import { toastSuccess, type RemoteDialogProps } from '@immodesk/sdk';
import { Dialog, FileUpload, FormActions, SelectField } from '@immodesk/ui-kit';
import { useLinkOptions } from '../../link-options/hooks/useLinkOptions';
import { useUploadTypeOptions } from '../hooks/useUploadTypeOptions';
import { useDocumentUploads } from '../hooks/useDocumentUploads';
import { UploadFileList } from './UploadFileList';
import styles from './UploadDocumentsDialog.module.css';

/**
 * SPEC §2 "document upload": several files at once, each with its own progress and error; a type (required) and
 * an optional property and tenant, preset from `params` when opened from a property or a tenant. Mounted by the
 * documents page, and by the shell for `openRemoteDialog('documents', 'upload', { propertyId, tenantId })`.
 */
export function UploadDocumentsDialog({ params, onClose }: RemoteDialogProps) {
  const { t } = useTranslation('documents');
  const links = useLinkOptions();
  const typeOptions = useUploadTypeOptions();
  const { items, add, remove, uploadAll } = useDocumentUploads();
  const [type, setType] = useState<TDocumentUploadType | ''>('');
  const [propertyId, setPropertyId] = useState(params.propertyId ?? '');
  const [tenantId, setTenantId] = useState(params.tenantId ?? '');
  const [typeError, setTypeError] = useState<string | null>(null);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const readyCount = items.filter((item) => item.status === 'ready').length;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTypeError(type ? null : t('upload.typeRequired'));
    setFilesError(readyCount > 0 ? null : t('upload.filesRequired'));
    if (!type || readyCount === 0) return;
    setIsBusy(true);
    const { stored, failed } = await uploadAll({ type, propertyId, tenantId });
    setIsBusy(false);
    if (stored > 0) toastSuccess(t('upload.stored', { count: stored }));
    if (failed === 0) onClose();
  };

  return (
    <Dialog
      isOpen
      title={t('upload.title')}
      description={t('upload.description')}
      onClose={() => (isBusy ? undefined : onClose())}
    >
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <FileUpload
          label={t('upload.choose')}
          dropHint={t('upload.dropHint')}
          hint={t('upload.hint')}
          accept={DOCUMENT_ACCEPT}
          multiple
          disabled={isBusy}
          onFiles={(files) => {
            setFilesError(null);
            add(files);
          }}
        />
        {filesError ? (
          <p className={styles.error} role="alert">
            {filesError}
          </p>
        ) : null}
        <UploadFileList items={items} onRemove={remove} isBusy={isBusy} />
        <SelectField
          label={t('upload.type')}
          required
          value={type}
          error={typeError}
          disabled={isBusy}
          options={[{ value: '', label: t('upload.typePlaceholder') }, ...typeOptions]}
          onValueChange={(value) => {
            const parsed = ZDocumentUploadType.safeParse(value);
            setType(parsed.success ? parsed.data : '');
            if (parsed.success) setTypeError(null);
          }}
        />
        <SelectField
          label={t('upload.property')}
          value={propertyId}
          disabled={isBusy}
          options={[{ value: '', label: t('upload.none') }, ...links.properties]}
          onValueChange={setPropertyId}
        />
        <SelectField
          label={t('upload.tenant')}
          value={tenantId}
          disabled={isBusy}
          options={[{ value: '', label: t('upload.none') }, ...links.tenants]}
          onValueChange={setTenantId}
        />
        <FormActions
          cancelLabel={t('upload.close')}
          onCancel={onClose}
          submitLabel={t('upload.submit', { count: readyCount })}
          isPending={isBusy}
        />
      </form>
    </Dialog>
  );
}
