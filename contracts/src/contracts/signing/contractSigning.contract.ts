import { z } from 'zod';
import { ZIsoInstant, ZUuid } from '../../common/primitives';
import { TYPED_SIGNATURE_MAX_LENGTH, ZSignatureMethod } from './signature.contract';
import { AUDIT_EVENT_TYPES } from '../../vocabulary/signing';
import { ZSigner } from './publicContract.contract';
import { endpoint } from '../../common/endpoint';
import { ZContractIdParams } from './shareContract.contract';

export const ZAuditEvent = z.object({
  type: z.enum(AUDIT_EVENT_TYPES),
  actor: z.string(),
  sha256: z.string().nullable(),
  ipAddress: z.string().nullable(),
  occurredAt: ZIsoInstant,
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

/**
 * GET /api/contracts/:id/signing: who signed, the audit trail (oldest first), and the signed PDF (a
 * `rental_agreement` document) with its SHA-256 once every party signed.
 */
export const ZContractSigningResponse = z.object({
  signers: z.array(ZSigner),
  hasLiveShareLink: z.boolean(),
  signedDocumentId: ZUuid.nullable(),
  signedSha256: z.string().nullable(),
  /** The lease as sent (what every signature covers): its SHA-256 and when it was frozen; null before sending. */
  frozenLease: z.object({ sha256: z.string(), frozenAt: ZIsoInstant }).nullable(),
  auditTrail: z.array(ZAuditEvent),
});
export type TContractSigningResponse = z.infer<typeof ZContractSigningResponse>;

/**
 * POST /api/contracts/:id/sign: the landlord signs. With a `multipart/form-data` body of these fields (and a `file`
 * part for a drawn or uploaded signature, as ZSignatureFields), with that signature, kept as the saved one
 * (settings → signature) when `saveForNextTime` is `true`; without a body, with the saved signature.
 */
export const ZLandlordSignFields = z.object({
  method: ZSignatureMethod,
  typedName: z.string().trim().max(TYPED_SIGNATURE_MAX_LENGTH).optional(),
  saveForNextTime: z.enum(['true', 'false']).optional(),
});
export type TLandlordSignFields = z.infer<typeof ZLandlordSignFields>;

export const ZLandlordSignContractResponse = ZContractSigningResponse;

/** POST /api/contracts/:id/verify-pdf (multipart `file`, a PDF): is it the signed original? */
export const ZVerifySignedPdfResponse = z.object({
  isSignedOriginal: z.boolean(),
  sha256: z.string(),
  expectedSha256: z.string().nullable(),
  signedAt: ZIsoInstant.nullable(),
});
export type TVerifySignedPdfResponse = z.infer<typeof ZVerifySignedPdfResponse>;

export const contractSigningEndpoint = endpoint({
  path: '/api/contracts/:id/signing',
  params: ZContractIdParams,
  response: ZContractSigningResponse,
});

export const landlordSignContractEndpoint = endpoint({
  path: '/api/contracts/:id/sign',
  params: ZContractIdParams,
  response: ZLandlordSignContractResponse,
});

export const verifySignedPdfEndpoint = endpoint({
  path: '/api/contracts/:id/verify-pdf',
  params: ZContractIdParams,
  response: ZVerifySignedPdfResponse,
});
