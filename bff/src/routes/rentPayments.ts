import { ZListRentPaymentsQuery, ZListRentPaymentsResponse } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { ZRegisterRentPaymentRequest, ZRegisterRentPaymentResponse } from '@immodesk/contracts/rentPayments/registerRentPayment.contract';
import {
  ZUpdateRentPaymentParams,
  ZUpdateRentPaymentRequest,
  ZUpdateRentPaymentResponse,
} from '@immodesk/contracts/rentPayments/updateRentPayment.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';

export function rentPaymentRoutes({ finance }: Pick<Services, 'finance'>) {
  return [
    signedIn.get('/api/rent-payments', { query: ZListRentPaymentsQuery, response: ZListRentPaymentsResponse }, ({ session, query }) =>
      finance.listRentPayments(session, query),
    ),
    // API.md's body: the due item is found by contract and period (404 until the contracts service creates them).
    signedIn.post('/api/rent-payments', { body: ZRegisterRentPaymentRequest, response: ZRegisterRentPaymentResponse }, ({ session, body }) =>
      finance.registerPayment(session, body),
    ),
    // The due item by its id: what the payments screen uses today, while due items have no contract yet.
    signedIn.patch(
      '/api/rent-payments/:id',
      { params: ZUpdateRentPaymentParams, body: ZUpdateRentPaymentRequest, response: ZUpdateRentPaymentResponse },
      ({ session, params, body }) => finance.registerPayment(session, { id: params.id, ...body }),
    ),
  ];
}
