import { z } from 'zod';
import { ZUuid } from '../common/primitives';
import { ZRentPayment } from './listRentPayments.contract';
import { ZRentPaymentAmounts } from './registerRentPayment.contract';
import { endpoint } from '../common/endpoint';

/** PATCH /api/rent-payments/:id: registers or corrects what was received on one due item. */
export const ZUpdateRentPaymentParams = z.object({ id: ZUuid });
export type TUpdateRentPaymentParams = z.infer<typeof ZUpdateRentPaymentParams>;

export const ZUpdateRentPaymentRequest = ZRentPaymentAmounts;
export type TUpdateRentPaymentRequest = z.infer<typeof ZUpdateRentPaymentRequest>;

export const ZUpdateRentPaymentResponse = ZRentPayment;
export type TUpdateRentPaymentResponse = z.infer<typeof ZUpdateRentPaymentResponse>;

export const updateRentPaymentEndpoint = endpoint({
  path: '/api/rent-payments/:id',
  params: ZUpdateRentPaymentParams,
  body: ZUpdateRentPaymentRequest,
  response: ZUpdateRentPaymentResponse,
});
