import { useTranslation } from 'react-i18next';
import type { TDocumentUploadType } from '@immodesk/contracts/documents/listDocuments.contract';
import { DOCUMENT_UPLOAD_TYPES } from '@immodesk/contracts/vocabulary/documentTypes';
import { documentTypeOptions } from '../../document-list/utils/documentTypeOptions';

/** The types the upload offers (SPEC §3), labelled and sorted in the interface language. */
export function useUploadTypeOptions(): { value: TDocumentUploadType; label: string }[] {
  const { t, i18n } = useTranslation('documents');
  return documentTypeOptions(DOCUMENT_UPLOAD_TYPES, (type) => t(`document.type.${type}`), i18n.language);
}
