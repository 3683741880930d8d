import { z } from 'zod';
import { ZUuid } from '../common/primitives';
import { ZDocument } from './listDocuments.contract';
import { ZDocumentUploadTypeInput } from './documentTypes';

/** SPEC.md §5 / §9: PDF, DOC, DOCX, JPG, JPEG or PNG, at most 10 MB. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** For the file picker's `accept`. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * POST /api/documents is `multipart/form-data` with a `file` part and these text fields
 * (an empty `propertyId`/`tenantId` means none). `type` is one of DOCUMENT_UPLOAD_TYPES (an older type is
 * mapped onto them). Errors: 400 `validation_error` (missing file or type), 404 `not_found` (a property or
 * tenant that is not the organization's; nothing is stored), 413 `file_too_large`, 415 `unsupported_file_type`,
 * 403 `plan_required` (the plan's storage quota would be exceeded), 503 `unavailable` (the file store failed;
 * nothing is stored).
 */
export const ZUploadDocumentFields = z.object({
  type: ZDocumentUploadTypeInput,
  propertyId: z
    .union([z.literal(''), ZUuid])
    .nullish()
    .transform((value) => value || null),
  tenantId: z
    .union([z.literal(''), ZUuid])
    .nullish()
    .transform((value) => value || null),
});
export type TUploadDocumentFields = z.infer<typeof ZUploadDocumentFields>;

export const ZUploadDocumentResponse = ZDocument;
export type TUploadDocumentResponse = z.infer<typeof ZUploadDocumentResponse>;
