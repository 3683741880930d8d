import { z } from 'zod';

/**
 * SPEC.md §3: the document types the upload dialog offers, plus `other` for what fits none of them (a letter,
 * a contractor's invoice). `task_document` is not offered: a task attachment gets it from the task's upload.
 */
export const DOCUMENT_UPLOAD_TYPES = [
  'identity_document', 'income_proof', 'employment_proof', 'rent_payment_proof', 'epc_certificate',
  'electrical_inspection', 'building_permit', 'rental_agreement', 'property_description',
  'building_insurance', 'other',
] as const;

/** Every type a stored document can have: the offered ones and task attachments. */
export const DOCUMENT_TYPES = [...DOCUMENT_UPLOAD_TYPES, 'task_document'] as const;
export const ZDocumentType = z.enum(DOCUMENT_TYPES);
export type TDocumentType = z.infer<typeof ZDocumentType>;
export const ZDocumentUploadType = z.enum(DOCUMENT_UPLOAD_TYPES);
export type TDocumentUploadType = z.infer<typeof ZDocumentUploadType>;

/**
 * The older type set (SPEC.md §3, "an older set") mapped onto the offered list. Stored documents were migrated
 * with it, and a client still sending an older value gets the mapped type (README "Documents").
 */
export const LEGACY_DOCUMENT_TYPE_MAPPING = {
  contract: 'rental_agreement',
  invoice: 'other',
  proof_of_payment: 'rent_payment_proof',
  inspection_report: 'property_description',
  maintenance: 'other',
  correspondence: 'other',
  insurance: 'building_insurance',
  tax: 'other',
  photo: 'property_description',
} as const satisfies Record<string, TDocumentUploadType>;
export type TLegacyDocumentType = keyof typeof LEGACY_DOCUMENT_TYPE_MAPPING;

function mapLegacyType(value: unknown): unknown {
  return typeof value === 'string' && Object.hasOwn(LEGACY_DOCUMENT_TYPE_MAPPING, value) ? LEGACY_DOCUMENT_TYPE_MAPPING[value as TLegacyDocumentType] : value;
}

/** An upload's type: one of the offered types, or an older one mapped onto them. */
export const ZDocumentUploadTypeInput = z.preprocess(mapLegacyType, ZDocumentUploadType);
/** A list filter's type: any stored type, or an older one mapped onto them. */
export const ZDocumentTypeInput = z.preprocess(mapLegacyType, ZDocumentType);
