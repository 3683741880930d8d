import { z } from 'zod';
import { ZIsoInstant, ZUuid } from '../../common/primitives';
import { ZSigner } from './publicContract.contract';

export const AUDIT_EVENT_TYPES = [
  'created',
  'share_link_created',
  'share_link_revoked',
  'sent',
  'viewed',
  'code_sent',
  'code_verified',
  'signed',
  'completed',
  'recorded_on_paper',
] as const;

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
  auditTrail: z.array(ZAuditEvent),
});
export type TContractSigningResponse = z.infer<typeof ZContractSigningResponse>;

/** POST /api/contracts/:id/sign: the landlord signs with their saved signature (settings → signature). */
export const ZLandlordSignContractResponse = ZContractSigningResponse;

/** POST /api/contracts/:id/verify-pdf (multipart `file`, a PDF): is it the signed original? */
export const ZVerifySignedPdfResponse = z.object({
  isSignedOriginal: z.boolean(),
  sha256: z.string(),
  expectedSha256: z.string().nullable(),
  signedAt: ZIsoInstant.nullable(),
});
export type TVerifySignedPdfResponse = z.infer<typeof ZVerifySignedPdfResponse>;
