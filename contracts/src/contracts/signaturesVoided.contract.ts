import { z } from 'zod';

/**
 * Issue 26: `details.signaturesVoided` of the 409 `conflict` answered by a save that would alter a lease already
 * sent for signing (PATCH tenant, property or contract, PUT contract template): the leases whose collected
 * signatures the save would void. The save goes through once repeated with `confirmVoidSignatures: true`.
 */
export const ZSignaturesVoided = z.array(
  z.object({
    contractId: z.string(),
    contractNumber: z.string(),
    /** Signatures collected so far on that lease. */
    signatures: z.number().int().nonnegative(),
  }),
);
export type TSignaturesVoided = z.infer<typeof ZSignaturesVoided>;
