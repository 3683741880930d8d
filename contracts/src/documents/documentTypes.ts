import { z } from 'zod';
import { currentDocumentType, DOCUMENT_TYPES, DOCUMENT_UPLOAD_TYPES } from '../vocabulary/documentTypes';

export const ZDocumentType = z.enum(DOCUMENT_TYPES);
export type TDocumentType = z.infer<typeof ZDocumentType>;
export const ZDocumentUploadType = z.enum(DOCUMENT_UPLOAD_TYPES);
export type TDocumentUploadType = z.infer<typeof ZDocumentUploadType>;

function mapLegacyType(value: unknown): unknown {
  return typeof value === 'string' ? currentDocumentType(value) : value;
}

/** An upload's type: one of the offered types, or an older one mapped onto them. */
export const ZDocumentUploadTypeInput = z.preprocess(mapLegacyType, ZDocumentUploadType);
/** A list filter's type: any stored type, or an older one mapped onto them. */
export const ZDocumentTypeInput = z.preprocess(mapLegacyType, ZDocumentType);
