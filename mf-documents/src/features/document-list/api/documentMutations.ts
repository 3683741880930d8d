import {
  ZRenameDocumentResponse,
  type TRenameDocumentResponse,
} from '@immodesk/contracts/documents/renameDocument.contract';
import {
  ZDocumentUsageResponse,
  type TDocumentUsageResponse,
} from '@immodesk/contracts/documents/getDocumentUsage.contract';
import { apiDelete, apiGet, apiPatch } from '@immodesk/sdk';

const documentPath = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}`;

/** PATCH /api/documents/:id: the server keeps the stored file's extension. */
export function renameDocument(documentId: string, fileName: string): Promise<TRenameDocumentResponse> {
  return apiPatch(documentPath(documentId), { fileName }, { schema: ZRenameDocumentResponse });
}

export function deleteDocument(documentId: string): Promise<unknown> {
  return apiDelete(documentPath(documentId));
}

/** GET /api/documents/usage: bytes used and the plan's quota (null: unlimited). */
export function fetchDocumentUsage(signal?: AbortSignal): Promise<TDocumentUsageResponse> {
  return apiGet('/api/documents/usage', { schema: ZDocumentUsageResponse, signal });
}
