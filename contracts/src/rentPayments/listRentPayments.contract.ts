import { z } from 'zod';
import { ZPageQuery, zListResponse } from '../common/pagination';
import { ZIsoDate } from '../common/primitives';
import { endpoint } from '../common/endpoint';

export const RENT_PAYMENT_STATUSES = ['pending', 'paid', 'partial', 'overdue'] as const;
export const ZRentPaymentStatus = z.enum(RENT_PAYMENT_STATUSES);
export type TRentPaymentStatus = z.infer<typeof ZRentPaymentStatus>;

/**
 * Period key of a due item: `2026-03` for monthly rent; `2026-B1` (January–February) … `2026-B6` for bimonthly,
 * `2026-Q1`, `2026-H1`, `2026-W12` or `2026` for the other payment frequencies of SPEC.md §3.
 */
export const ZRentPeriod = z
  .string()
  .regex(
    /^\d{4}(-(0[1-9]|1[0-2]|B[1-6]|Q[1-4]|H[12]|W(0[1-9]|[1-4]\d|5[0-3])))?$/,
    'Expected a period such as 2026-03',
  );

export const ZListRentPaymentsQuery = ZPageQuery.extend({
  contractId: z.string().optional(),
  propertyId: z.string().optional(),
  tenantId: z.string().optional(),
  status: ZRentPaymentStatus.optional(),
  /** Exact period key, e.g. `2026-03`. */
  period: ZRentPeriod.optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
});
export type TListRentPaymentsQuery = z.infer<typeof ZListRentPaymentsQuery>;

export const ZRentPayment = z.object({
  id: z.string(),
  /** Null until the contracts service lands; then every due item belongs to a contract. */
  contractId: z.string().nullable(),
  propertyId: z.string().nullable(),
  tenantId: z.string().nullable(),
  /** Period key of the due item, e.g. `2026-03`. */
  period: ZRentPeriod,
  dueDate: ZIsoDate,
  /** First and last day the item covers (`YYYY-MM-DD`); shorter than the period when the lease starts or ends in it (pro rata). */
  periodStart: ZIsoDate.nullable(),
  periodEnd: ZIsoDate.nullable(),
  /** `rentCents + chargesCents`. */
  amountDueCents: z.number().int(),
  rentCents: z.number().int(),
  chargesCents: z.number().int(),
  paidCents: z.number().int(),
  paidAt: ZIsoDate.nullable(),
  /** Derived from the amounts, the due date and today (see the finance service's rentPaymentStatus). */
  status: ZRentPaymentStatus,
  notes: z.string().nullable(),
  /** `opening_balance`: paid before the lease was brought in (signed on paper), recorded, not a bank payment. */
  settledAs: z.enum(['opening_balance']).nullable().optional(),
});
export type TRentPayment = z.infer<typeof ZRentPayment>;

/** Sums over every due item the filters select (all pages, not only the one returned). */
export const ZRentPaymentTotals = z.object({
  dueCents: z.number().int(),
  paidCents: z.number().int(),
  /** Per item what is still owed, added up: an overpaid item counts as nothing open. */
  outstandingCents: z.number().int(),
});
export type TRentPaymentTotals = z.infer<typeof ZRentPaymentTotals>;

/** A due item as the payments list shows it: with what the BFF looks up in the contracts, properties and contacts services. */
export const ZRentPaymentListItem = ZRentPayment.extend({
  /** Null for an item without contract, or when the contract is gone. */
  contractNumber: z.string().nullable(),
  /** The property's address on one line (Belgian format), null when unknown. */
  propertyAddress: z.string().nullable(),
  /** Display names of the contract's tenants (or the item's tenant), in the contract's order. */
  tenantNames: z.array(z.string()),
});
export type TRentPaymentListItem = z.infer<typeof ZRentPaymentListItem>;

export const ZListRentPaymentsResponse = zListResponse(ZRentPaymentListItem).extend({
  totals: ZRentPaymentTotals,
});
export type TListRentPaymentsResponse = z.infer<typeof ZListRentPaymentsResponse>;

export const listRentPaymentsEndpoint = endpoint({
  path: '/api/rent-payments',
  query: ZListRentPaymentsQuery,
  response: ZListRentPaymentsResponse,
});
