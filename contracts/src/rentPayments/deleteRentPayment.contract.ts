import { z } from 'zod';
import { ZUuid } from '../common/primitives';
import { ZRentPayment } from './listRentPayments.contract';
import { endpoint } from '../common/endpoint';

/**
 * DELETE /api/rent-payments/:id: deletes the payments registered on one due item (every amount received on it, and
 * the surplus a manual registration on it carried to later items). The due item itself stays: the lease still owes
 * it. The answer is the item as it is afterwards.
 */
export const ZDeleteRentPaymentParams = z.object({ id: ZUuid });
export type TDeleteRentPaymentParams = z.infer<typeof ZDeleteRentPaymentParams>;

export const ZDeleteRentPaymentResponse = ZRentPayment;
export type TDeleteRentPaymentResponse = z.infer<typeof ZDeleteRentPaymentResponse>;

export const deleteRentPaymentEndpoint = endpoint({
  path: '/api/rent-payments/:id',
  params: ZDeleteRentPaymentParams,
  response: ZDeleteRentPaymentResponse,
});
