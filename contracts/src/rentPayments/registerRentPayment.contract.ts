import { z } from 'zod';
import { ZIsoDate, ZPositiveCents, ZUuid } from '../common/primitives';
import { ZRentPayment, ZRentPeriod } from './listRentPayments.contract';
import { endpoint } from '../common/endpoint';

/**
 * What was received on one due item; `paidCents` is the total received so far, not an increment, and above zero
 * (DELETE clears a payment).
 */
export const ZRentPaymentAmounts = z.object({
  paidCents: ZPositiveCents,
  /** The day it was received; required (the service refuses a payment without it). */
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

export const registerRentPaymentEndpoint = endpoint({
  path: '/api/rent-payments',
  body: ZRegisterRentPaymentRequest,
  response: ZRegisterRentPaymentResponse,
});
