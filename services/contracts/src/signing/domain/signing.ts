import type { AuditEventType, SignatureMethod } from '@immodesk/contracts/vocabulary/signing';

export type { AuditEventType, SignatureMethod };

export type SignatureImageType = 'image/png' | 'image/jpeg';

/** A signature as given: the typed text, or an image (drawn or uploaded) already checked to be PNG or JPEG. */
export type SignatureInput =
  | { method: 'typed'; typedName: string }
  | { method: 'drawn' | 'uploaded'; image: Buffer; imageType: SignatureImageType };

/** A signature as the client sent it, before the checks: the method, a typed name, the image bytes. */
export type SignatureSubmission = { method: SignatureMethod; typedName?: string; image?: Buffer };

export type SignerRole = 'tenant' | 'landlord';

/** One party's signature on a contract, with the evidence the signature page shows. */
export type ContractSignature = {
  id: string;
  contractId: string;
  role: SignerRole;
  /** The tenant who signed; null for the landlord. */
  tenantId: string | null;
  name: string;
  email: string;
  method: SignatureMethod;
  typedName: string | null;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  /** When the signer proved their e-mail with a one-time code; null for the signed-in landlord. */
  codeVerifiedAt: Date | null;
  /** SHA-256 of the frozen lease PDF the signer saw (null on signatures given before leases were frozen). */
  leaseSha256: string | null;
};

export type AuditEvent = {
  id: string;
  contractId: string;
  type: AuditEventType;
  /** Who acted: a signer's name and e-mail, the landlord, or the system. */
  actor: string;
  /**
   * A SHA-256 (hex): of the final signed PDF on `completed`; of the frozen lease PDF on `sent`, `viewed`, `signed`
   * and `signatures_voided`.
   */
  sha256: string | null;
  ipAddress: string | null;
  occurredAt: Date;
};

/** Where a request came from, recorded as evidence. */
export type ClientEvidence = { ipAddress: string; userAgent: string };

/** A share link resolved from its token: whose contract it opens. */
export type ResolvedShare = {
  shareLinkId: string;
  organizationId: string;
  contractId: string;
  sharedByUserId: string;
};

export const SHARE_LINK_DAYS = 30;
export const SIGNING_CODE_MINUTES = 10;
export const SIGNING_CODE_MAX_ATTEMPTS = 5;
/** Wrong codes one address may enter on one share link, over all its codes; then only a new send opens signing. */
export const SIGNING_CODE_LIFETIME_FAILURES = 10;
/** How long a verified code lets its signer sign. */
export const SIGNING_GRANT_MINUTES = 30;
export const SIGNATURE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const TYPED_SIGNATURE_MAX_LENGTH = 100;
