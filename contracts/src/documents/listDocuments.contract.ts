import { z } from 'zod';
import { ZPageQuery, zListResponse } from '../common/pagination';
import { ZDocumentType, ZDocumentTypeInput } from './documentTypes';

export {
  ZDocumentType,
  ZDocumentUploadType,
  type TDocumentType,
  type TDocumentUploadType,
} from './documentTypes';

/** The columns the list sorts by: `name` (file name), `type` (the type key), `size`, `uploadedAt`. */
export const DOCUMENT_SORT_FIELDS = ['name', 'type', 'size', 'uploadedAt'] as const;
export const ZDocumentSortField = z.enum(DOCUMENT_SORT_FIELDS);
export type TDocumentSortField = z.infer<typeof ZDocumentSortField>;
export const ZSortOrder = z.enum(['asc', 'desc']);
export type TSortOrder = z.infer<typeof ZSortOrder>;

/** GET /api/documents. Without `sort` the newest upload comes first. */
export const ZListDocumentsQuery = ZPageQuery.extend({
  q: z.string().trim().max(200).optional(),
  type: ZDocumentTypeInput.optional(),
  propertyId: z.string().optional(),
  tenantId: z.string().optional(),
  /** The attachments of one task. */
  taskId: z.string().optional(),
  sort: ZDocumentSortField.default('uploadedAt'),
  order: ZSortOrder.default('desc'),
});
export type TListDocumentsQuery = z.infer<typeof ZListDocumentsQuery>;
/** The query as a client writes it (every field optional). */
export type TListDocumentsQueryInput = z.input<typeof ZListDocumentsQuery>;

export const ZDocument = z.object({
  id: z.string(),
  fileName: z.string(),
  type: ZDocumentType,
  mimeType: z.string(),
  sizeBytes: z.number().int().min(0),
  propertyId: z.string().nullable(),
  tenantId: z.string().nullable(),
  taskId: z.string().nullable(),
  uploadedAt: z.string(),
  modifiedAt: z.string(),
});
export type TDocument = z.infer<typeof ZDocument>;

/**
 * A row of the documents table: the document with its property's address and its tenant's display name resolved
 * by the BFF (null when not linked, or when the linked item no longer exists; a client reading an answer without
 * them, e.g. a test double, gets null).
 */
export const ZDocumentListItem = ZDocument.extend({
  propertyAddress: z.string().nullable().default(null),
  tenantName: z.string().nullable().default(null),
});
export type TDocumentListItem = z.infer<typeof ZDocumentListItem>;

export const ZListDocumentsResponse = zListResponse(ZDocumentListItem);
export type TListDocumentsResponse = z.infer<typeof ZListDocumentsResponse>;
