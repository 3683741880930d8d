import { z } from 'zod';
import { ZUuid } from '../common/primitives';
import { ZDocument, ZDocumentType } from './listDocuments.contract';

/** SPEC.md §5 / §9: PDF, DOC, DOCX, JPG, JPEG or PNG, at most 10 MB. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * POST /api/documents is `multipart/form-data` with a `file` part and these text fields
 * (an empty `propertyId`/`tenantId` means none).
 */
export const ZUploadDocumentFields = z.object({
  type: ZDocumentType,
  propertyId: z.union([z.literal(''), ZUuid]).nullish().transform((value) => value || null),
  tenantId: z.union([z.literal(''), ZUuid]).nullish().transform((value) => value || null),
});
export type TUploadDocumentFields = z.infer<typeof ZUploadDocumentFields>;

export const ZUploadDocumentResponse = ZDocument;
export type TUploadDocumentResponse = z.infer<typeof ZUploadDocumentResponse>;
