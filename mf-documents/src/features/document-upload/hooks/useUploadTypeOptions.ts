import { useTranslation } from 'react-i18next';
import { DOCUMENT_UPLOAD_TYPES, type TDocumentUploadType } from '@immodesk/contracts/documents/listDocuments.contract';
import { documentTypeOptions } from '../../document-list/utils/documentTypeOptions';

/** The types the upload offers (SPEC §3), labelled and sorted in the interface language. */
export function useUploadTypeOptions(): { value: TDocumentUploadType; label: string }[] {
  const { t, i18n } = useTranslation('documents');
  return documentTypeOptions(DOCUMENT_UPLOAD_TYPES, (type) => t(`document.type.${type}`), i18n.language);
}
