/** How a signature was given (SPEC.md §3 Signature): typed name, drawn on a canvas, or an uploaded image. */
export const SIGNATURE_METHODS = ['typed', 'drawn', 'uploaded'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/**
 * What a contract's audit trail records, from its creation to the last signature (the signing page lists them), or
 * its recording as signed on paper.
 */
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
  // Issue 26: a change of the sent lease voided the signatures given so far; the landlord withdrew the sent lease.
  'signatures_voided',
  'withdrawn',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];
