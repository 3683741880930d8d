import { ZDownloadDocumentParams } from '@immodesk/contracts/documents/downloadDocument.contract';
import { ZListDocumentsQuery, ZListDocumentsResponse } from '@immodesk/contracts/documents/listDocuments.contract';
import { DOCUMENT_MAX_BYTES, ZUploadDocumentFields, ZUploadDocumentResponse } from '@immodesk/contracts/documents/uploadDocument.contract';
import { readUpload } from '../http/readUpload';
import { sendFile } from '../http/sendFile';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';

export function documentRoutes({ documents, documentFiles }: Pick<Services, 'documents' | 'documentFiles'>) {
  return [
    signedIn.get('/api/documents', { query: ZListDocumentsQuery, response: ZListDocumentsResponse }, ({ session, query }) => documents.listDocuments(session, query)),
    // multipart/form-data: `file`, `type`, `propertyId?`, `tenantId?` (API.md).
    signedIn.post('/api/documents', { response: ZUploadDocumentResponse, status: 201 }, async ({ ctx, session }) => {
      const { file, fields } = await readUpload(ctx, DOCUMENT_MAX_BYTES, ZUploadDocumentFields);
      return documentFiles.uploadDocument(session, { ...file, ...fields });
    }),
    signedIn.delete('/api/documents/:id', { params: ZDownloadDocumentParams }, ({ session, params }) => documentFiles.deleteDocument(session, params.id)),
    signedIn.get('/api/documents/:id/download', { params: ZDownloadDocumentParams }, async ({ ctx, session, params }) => {
      const { document, stream } = await documentFiles.getDocumentFile(session, params.id);
      sendFile(ctx, { stream, mimeType: document.mimeType, sizeBytes: document.sizeBytes, fileName: document.fileName, cacheControl: 'private, no-store' });
    }),
  ];
}
