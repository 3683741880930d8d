/**
 * SPEC.md §3: the document types the upload dialog offers, plus `other` for what fits none of them (a letter,
 * a contractor's invoice). `task_document` is not offered: a task attachment gets it from the task's upload.
 */
export const DOCUMENT_UPLOAD_TYPES = [
  'identity_document',
  'income_proof',
  'employment_proof',
  'rent_payment_proof',
  'epc_certificate',
  'electrical_inspection',
  'building_permit',
  'rental_agreement',
  'property_description',
  'building_insurance',
  'other',
] as const;
export type DocumentUploadType = (typeof DOCUMENT_UPLOAD_TYPES)[number];

/** Every type a stored document can have: the offered ones and task attachments. */
export const DOCUMENT_TYPES = [...DOCUMENT_UPLOAD_TYPES, 'task_document'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

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
} as const satisfies Record<string, DocumentUploadType>;
export type LegacyDocumentType = keyof typeof LEGACY_DOCUMENT_TYPE_MAPPING;

/** The offered type an older type maps onto; any other value as given. */
export function currentDocumentType(value: string): string {
  return Object.hasOwn(LEGACY_DOCUMENT_TYPE_MAPPING, value)
    ? LEGACY_DOCUMENT_TYPE_MAPPING[value as LegacyDocumentType]
    : value;
}
