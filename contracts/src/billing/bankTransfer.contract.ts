import { z } from 'zod';
import { ZIsoInstant } from '../common/primitives';
import { ZBillingInterval, ZCheckoutPlanType } from './planChoice';

/** What the user pays by bank transfer to the provider's own account; the OGM lets the provider match it. */
export const ZBankTransferInstructions = z.object({
  plan: ZCheckoutPlanType,
  interval: ZBillingInterval,
  amountCents: z.number().int().positive(),
  beneficiary: z.string(),
  iban: z.string(),
  bic: z.string(),
  /** Belgian structured communication, `+++ddd/dddd/ddddd+++`. */
  structuredReference: z.string(),
  /** Why online payment was not offered. */
  reason: z.enum(['not_configured', 'unavailable']),
  /** SPEC.md §9: activation within this many hours after the transfer arrives. */
  activationHours: z.number().int().positive(),
  createdAt: ZIsoInstant,
});
export type TBankTransferInstructions = z.infer<typeof ZBankTransferInstructions>;

/** GET /api/billing/bank-transfer: the open (not yet confirmed) transfer of the organization, if any. */
export const ZPendingBankTransferResponse = z.object({ pending: ZBankTransferInstructions.nullable() });
export type TPendingBankTransferResponse = z.infer<typeof ZPendingBankTransferResponse>;
