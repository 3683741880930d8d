import { z } from 'zod';
import { ZPageQuery, zListResponse } from '../common/pagination';

export const DOCUMENT_TYPES = [
  'identity_document', 'income_proof', 'employment_proof', 'rent_payment_proof', 'epc_certificate',
  'electrical_inspection', 'building_permit', 'rental_agreement', 'property_description',
  'building_insurance', 'task_document', 'contract', 'invoice', 'proof_of_payment',
  'inspection_report', 'maintenance', 'correspondence', 'insurance', 'tax', 'photo', 'other',
] as const;
export const ZDocumentType = z.enum(DOCUMENT_TYPES);
export type TDocumentType = z.infer<typeof ZDocumentType>;

export const ZListDocumentsQuery = ZPageQuery.extend({
  q: z.string().trim().max(200).optional(),
  type: ZDocumentType.optional(),
  propertyId: z.string().optional(),
  tenantId: z.string().optional(),
  /** The attachments of one task. */
  taskId: z.string().optional(),
});
export type TListDocumentsQuery = z.infer<typeof ZListDocumentsQuery>;

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

export const ZListDocumentsResponse = zListResponse(ZDocument);
export type TListDocumentsResponse = z.infer<typeof ZListDocumentsResponse>;
