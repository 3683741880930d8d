import { z } from 'zod';
import { ZIsoDate, ZIsoInstant } from '../common/primitives';
import { ZPlanStatus, ZPlanType } from '../plan/plan.contract';
import { ZBankTransferInstructions } from './bankTransfer.contract';
import { ZBillingInterval, ZCheckoutPlanType } from './planChoice';

export const ZInvoiceStatus = z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']);
export type TInvoiceStatus = z.infer<typeof ZInvoiceStatus>;

export const ZInvoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  date: ZIsoDate,
  amountCents: z.number().int(),
  status: ZInvoiceStatus,
  /** The PDF at the payment provider; null when it has none. */
  pdfUrl: z.string().url().nullable(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** GET /api/billing/invoices: newest first. */
export const ZListInvoicesResponse = z.object({
  items: z.array(ZInvoice),
  total: z.number().int().nonnegative(),
});
export type TListInvoicesResponse = z.infer<typeof ZListInvoicesResponse>;

/**
 * How the plan is paid: `stripe` (card subscription, can be changed and cancelled here), `bank_transfer`
 * (a period paid by transfer), `admin` (set by the provider, e.g. Enterprise), `trial`, or `none` (Free).
 */
export const ZBillingProvider = z.enum(['stripe', 'bank_transfer', 'admin', 'trial', 'none']);
export type TBillingProvider = z.infer<typeof ZBillingProvider>;

/** GET /api/billing/subscription; also the answer of cancel and change plan. */
export const ZSubscriptionResponse = z.object({
  /** The plan in effect now (a finished trial or an ended subscription is `free`). */
  planType: ZPlanType,
  status: ZPlanStatus,
  provider: ZBillingProvider,
  interval: ZBillingInterval.nullable(),
  trialEndsAt: ZIsoInstant.nullable(),
  currentPeriodEnd: ZIsoInstant.nullable(),
  /** When a cancellation takes effect (access lasts until then). */
  cancelAt: ZIsoInstant.nullable(),
  nextInvoice: z.object({ amountCents: z.number().int(), date: ZIsoDate }).nullable(),
  invoices: z.array(ZInvoice),
  pendingBankTransfer: ZBankTransferInstructions.nullable(),
  /** Whether change plan and cancel are available online (a Stripe subscription that is not yet ending). */
  canManageOnline: z.boolean(),
});
export type TSubscriptionResponse = z.infer<typeof ZSubscriptionResponse>;

/** POST /api/billing/cancel: cancels at the end of the current period. No body. */
export const ZCancelSubscriptionResponse = ZSubscriptionResponse;
export type TCancelSubscriptionResponse = z.infer<typeof ZCancelSubscriptionResponse>;

/** POST /api/billing/change-plan: upgrade or downgrade of a running card subscription, prorated by Stripe. */
export const ZChangePlanRequest = z.object({ plan: ZCheckoutPlanType, interval: ZBillingInterval });
export type TChangePlanRequest = z.infer<typeof ZChangePlanRequest>;
export const ZChangePlanResponse = ZSubscriptionResponse;
export type TChangePlanResponse = z.infer<typeof ZChangePlanResponse>;
