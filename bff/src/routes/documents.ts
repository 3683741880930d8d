import { ZDownloadDocumentParams } from '@immodesk/contracts/documents/downloadDocument.contract';
import { ZListDocumentsQuery, ZListDocumentsResponse } from '@immodesk/contracts/documents/listDocuments.contract';
import { DOCUMENT_MAX_BYTES, ZUploadDocumentFields, ZUploadDocumentResponse } from '@immodesk/contracts/documents/uploadDocument.contract';
import { AppError } from '@immodesk/platform/errors';
import { contentDisposition } from '../http/contentDisposition';
import { defineRoute } from '../http/defineRoute';
import { readMultipartForm } from '../http/readMultipartForm';
import { zodIssuesToDetails } from '../http/zodDetails';
import type { Services } from '../composition';

export function documentRoutes(services: Services) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/documents',
      auth: true,
      input: { query: ZListDocumentsQuery },
      response: ZListDocumentsResponse,
      handler: ({ session, query }) => services.documents.listDocuments(session, query),
    }),
    // multipart/form-data: `file`, `type`, `propertyId?`, `tenantId?` (API.md).
    defineRoute({
      method: 'post',
      path: '/api/documents',
      auth: true,
      response: ZUploadDocumentResponse,
      status: 201,
      handler: async ({ ctx, session }) => {
        const { file, field } = await readMultipartForm(ctx, DOCUMENT_MAX_BYTES);
        const fields = ZUploadDocumentFields.safeParse({ type: field('type'), propertyId: field('propertyId'), tenantId: field('tenantId') });
        const details = fields.success ? {} : zodIssuesToDetails(fields.error.issues, ctx.state.language);
        if (!file) details.file = 'validation.required';
        if (!fields.success || !file) throw new AppError('validation_error', { details });
        return services.documentFiles.uploadDocument(session, { fileName: file.name, content: file, ...fields.data });
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/api/documents/:id',
      auth: true,
      input: { params: ZDownloadDocumentParams },
      handler: ({ session, params }) => services.documentFiles.deleteDocument(session, params.id),
    }),
    defineRoute({
      method: 'get',
      path: '/api/documents/:id/download',
      auth: true,
      input: { params: ZDownloadDocumentParams },
      handler: async ({ ctx, session, params }) => {
        const { document, stream } = await services.documentFiles.getDocumentFile(session, params.id);
        ctx.set('Content-Type', document.mimeType);
        ctx.set('Content-Length', String(document.sizeBytes));
        ctx.set('Content-Disposition', contentDisposition(document.fileName));
        ctx.set('Cache-Control', 'private, no-store');
        ctx.set('X-Content-Type-Options', 'nosniff');
        ctx.body = stream;
      },
    }),
  ];
}
