import { z } from 'zod';
import { ZUuid } from '../common/primitives';
import { ZDocument } from './listDocuments.contract';

export const ZDocumentParams = z.object({ id: ZUuid });
export type TDocumentParams = z.infer<typeof ZDocumentParams>;

/**
 * PATCH /api/documents/:id renames a document. The name keeps the stored file's extension: typed without it (or
 * with another one) the server appends it, so `Huurcontract 2026` of a PDF becomes `Huurcontract 2026.pdf`.
 * Folders and control characters are dropped; 404 for another organization's document.
 */
export const ZRenameDocumentRequest = z.object({
  fileName: z.string().trim().min(1).max(255),
});
export type TRenameDocumentRequest = z.infer<typeof ZRenameDocumentRequest>;

export const ZRenameDocumentResponse = ZDocument;
export type TRenameDocumentResponse = z.infer<typeof ZRenameDocumentResponse>;

/** DELETE /api/documents/:id → 204; the file goes with the record (a failed file delete is retried later). */
export const ZDeleteDocumentParams = ZDocumentParams;
