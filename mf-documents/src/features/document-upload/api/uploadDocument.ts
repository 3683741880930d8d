import {
  ZUploadDocumentResponse,
  type TUploadDocumentResponse,
} from '@immodesk/contracts/documents/uploadDocument.contract';
import type { TDocumentUploadType } from '@immodesk/contracts/documents/listDocuments.contract';
import { uploadWithProgress } from '@immodesk/sdk';

export type DocumentUploadFields = { type: TDocumentUploadType; propertyId: string; tenantId: string };

/** POST /api/documents (multipart): the file with its type and optional links, reporting progress. */
export function uploadDocument(
  file: File,
  { type, propertyId, tenantId }: DocumentUploadFields,
  onProgress: (fraction: number) => void,
  networkErrorMessage: string,
): Promise<TUploadDocumentResponse> {
  const form = new FormData();
  form.append('type', type);
  form.append('propertyId', propertyId);
  form.append('tenantId', tenantId);
  form.append('file', file);
  return uploadWithProgress('/api/documents', form, {
    schema: ZUploadDocumentResponse,
    onProgress,
    networkErrorMessage,
  });
}
