import { z } from 'zod';
import { ZIsoDate, ZUuid } from '../common/primitives';
import { ZRentPayment, ZRentPeriod } from './listRentPayments.contract';

/** What was received on one due item; `paidCents` is the total received so far, not an increment. */
export const ZRentPaymentAmounts = z.object({
  paidCents: z.number().int().min(0),
  /** Required when `paidCents` is above zero. */
  paidAt: ZIsoDate.nullable(),
  /** Omitted: keep the current notes; null or empty: clear them. */
  notes: z.string().trim().max(1000).nullish(),
});

/** POST /api/rent-payments (API.md "Rent payment"): the due item is found by its contract and period. */
export const ZRegisterRentPaymentRequest = ZRentPaymentAmounts.extend({
  contractId: ZUuid,
  period: ZRentPeriod,
});
export type TRegisterRentPaymentRequest = z.infer<typeof ZRegisterRentPaymentRequest>;

export const ZRegisterRentPaymentResponse = ZRentPayment;
export type TRegisterRentPaymentResponse = z.infer<typeof ZRegisterRentPaymentResponse>;
