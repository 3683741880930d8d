import { z } from 'zod';
import { ZPlanType } from '../plan/plan.contract';
import { ZBillingInterval, ZCheckoutPlanType } from './planChoice';
import { ZBankTransferInstructions } from './bankTransfer.contract';

/**
 * Where Stripe sends the user back: `/checkout?session_id=<id>` after paying (verify with GET
 * /api/billing/checkout-session/:id), `/checkout?plan=<plan>&interval=<interval>&canceled=1` when they turned back.
 */
export const CHECKOUT_RETURN_PATH = '/checkout';

/** POST /api/billing/checkout-session (API.md "More shapes"). Enterprise is not sold online. */
export const ZCreateCheckoutSessionRequest = z.object({
  plan: ZCheckoutPlanType,
  interval: ZBillingInterval,
});
export type TCreateCheckoutSessionRequest = z.infer<typeof ZCreateCheckoutSessionRequest>;

/**
 * Either a hosted card checkout to redirect to, or — when online payment is not configured or unreachable — the
 * bank-transfer details (also mailed to the user in their language; activation within 24 hours).
 */
export const ZCreateCheckoutSessionResponse = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), sessionId: z.string(), url: z.string().url() }),
  z.object({ kind: z.literal('bank_transfer'), bankTransfer: ZBankTransferInstructions }),
]);
export type TCreateCheckoutSessionResponse = z.infer<typeof ZCreateCheckoutSessionResponse>;

/**
 * SPEC.md §4 checkout states after the return from the payment page: `processing` while the payment is confirmed
 * (poll again), `active` once the plan is on, `failed` when the session was not paid or expired. (`preparing` is the
 * client's own state before the redirect.)
 */
export const ZCheckoutSessionState = z.enum(['processing', 'active', 'failed']);
export type TCheckoutSessionState = z.infer<typeof ZCheckoutSessionState>;

/** GET /api/billing/checkout-session/:id. Another organization's session is 404. */
export const ZVerifyCheckoutSessionResponse = z.object({
  sessionId: z.string(),
  state: ZCheckoutSessionState,
  planType: ZPlanType,
  interval: ZBillingInterval,
});
export type TVerifyCheckoutSessionResponse = z.infer<typeof ZVerifyCheckoutSessionResponse>;

export const ZCheckoutSessionIdParams = z.object({ id: z.string().min(1).max(255) });
