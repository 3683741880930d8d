import { z } from 'zod';
import { ZPageQuery, zListResponse } from '../common/pagination';
import { ZIsoDate } from '../common/primitives';

export const ZRentPaymentStatus = z.enum(['pending', 'paid', 'partial', 'overdue']);
export type TRentPaymentStatus = z.infer<typeof ZRentPaymentStatus>;

export const ZListRentPaymentsQuery = ZPageQuery.extend({
  contractId: z.string().optional(),
  status: ZRentPaymentStatus.optional(),
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
  period: z.string(),
  dueDate: ZIsoDate,
  amountDueCents: z.number().int(),
  paidCents: z.number().int(),
  paidAt: ZIsoDate.nullable(),
  status: ZRentPaymentStatus,
  notes: z.string().nullable(),
});
export type TRentPayment = z.infer<typeof ZRentPayment>;

export const ZListRentPaymentsResponse = zListResponse(ZRentPayment);
export type TListRentPaymentsResponse = z.infer<typeof ZListRentPaymentsResponse>;
