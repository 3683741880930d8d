import {
  ZDownloadDocumentParams,
  ZDownloadDocumentQuery,
} from '@immodesk/contracts/documents/downloadDocument.contract';
import { ZDocumentUsageResponse } from '@immodesk/contracts/documents/getDocumentUsage.contract';
import {
  ZListDocumentsQuery,
  ZListDocumentsResponse,
} from '@immodesk/contracts/documents/listDocuments.contract';
import {
  ZDocumentParams,
  ZRenameDocumentRequest,
  ZRenameDocumentResponse,
} from '@immodesk/contracts/documents/renameDocument.contract';
import {
  DOCUMENT_MAX_BYTES,
  ZUploadDocumentFields,
  ZUploadDocumentResponse,
} from '@immodesk/contracts/documents/uploadDocument.contract';
import { readUpload } from '../http/readUpload';
import { sendFile } from '../http/sendFile';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';
import { getDocumentUsage } from '../use-cases/getDocumentUsage';
import { listDocuments } from '../use-cases/listDocuments';
import { uploadDocument } from '../use-cases/uploadDocument';
import { deleteDocument } from '../use-cases/deleteDocument';

/** SPEC §2 Documents and API.md "Documents": list, upload, rename, delete, download, storage usage. */
export function documentRoutes(
  services: Pick<
    Services,
    'documents' | 'documentFiles' | 'identity' | 'properties' | 'contacts' | 'signing'
  >,
) {
  const { documents, documentFiles } = services;
  return [
    signedIn.get(
      '/api/documents',
      { query: ZListDocumentsQuery, response: ZListDocumentsResponse },
      ({ ctx, session, query }) => listDocuments(services, session, query, ctx.state.language),
    ),
    signedIn.get('/api/documents/usage', { response: ZDocumentUsageResponse }, ({ session }) =>
      getDocumentUsage(services, session),
    ),
    // multipart/form-data: `file`, `type`, `propertyId?`, `tenantId?` (API.md).
    signedIn.post(
      '/api/documents',
      { response: ZUploadDocumentResponse, status: 201 },
      async ({ ctx, session }) => {
        // The body first: a browser still sending its file gets a clean answer, not a reset connection.
        const { file, fields } = await readUpload(ctx, DOCUMENT_MAX_BYTES, ZUploadDocumentFields);
        return uploadDocument(services, session, { ...file, ...fields });
      },
    ),
    signedIn.patch(
      '/api/documents/:id',
      { params: ZDocumentParams, body: ZRenameDocumentRequest, response: ZRenameDocumentResponse },
      ({ session, params, body }) => documents.renameDocument(session, { id: params.id, ...body }),
    ),
    signedIn.delete('/api/documents/:id', { params: ZDocumentParams }, ({ session, params }) =>
      deleteDocument(services, session, params.id),
    ),
    signedIn.get(
      '/api/documents/:id/download',
      { params: ZDownloadDocumentParams, query: ZDownloadDocumentQuery },
      async ({ ctx, session, params, query }) => {
        const { document, stream } = await documentFiles.getDocumentFile(session, params.id);
        sendFile(ctx, {
          stream,
          mimeType: document.mimeType,
          sizeBytes: document.sizeBytes,
          fileName: document.fileName,
          disposition: query.inline === '1' ? 'inline' : 'attachment',
          cacheControl: 'private, no-store',
        });
      },
    ),
  ];
}
