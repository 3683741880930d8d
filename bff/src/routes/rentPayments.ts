import {
  ZDeleteRentPaymentParams,
  ZDeleteRentPaymentResponse,
} from '@immodesk/contracts/rentPayments/deleteRentPayment.contract';
import {
  ZListRentPaymentsQuery,
  ZListRentPaymentsResponse,
} from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import {
  ZRegisterRentPaymentRequest,
  ZRegisterRentPaymentResponse,
} from '@immodesk/contracts/rentPayments/registerRentPayment.contract';
import {
  ZUpdateRentPaymentParams,
  ZUpdateRentPaymentRequest,
  ZUpdateRentPaymentResponse,
} from '@immodesk/contracts/rentPayments/updateRentPayment.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';
import { listRentPayments } from '../use-cases/listRentPayments';

export function rentPaymentRoutes(
  services: Pick<Services, 'finance' | 'contracts' | 'properties' | 'contacts'>,
) {
  const { finance } = services;
  return [
    signedIn.get(
      '/api/rent-payments',
      { query: ZListRentPaymentsQuery, response: ZListRentPaymentsResponse },
      ({ ctx, session, query }) => listRentPayments(services, session, query, ctx.state.language),
    ),
    // API.md's body: the due item is found by contract and period (another organization's contract: 404).
    signedIn.post(
      '/api/rent-payments',
      { body: ZRegisterRentPaymentRequest, response: ZRegisterRentPaymentResponse },
      ({ session, body }) => finance.registerPayment(session, body),
    ),
    signedIn.patch(
      '/api/rent-payments/:id',
      {
        params: ZUpdateRentPaymentParams,
        body: ZUpdateRentPaymentRequest,
        response: ZUpdateRentPaymentResponse,
      },
      ({ session, params, body }) => finance.registerPayment(session, { id: params.id, ...body }),
    ),
    // Clears what was received on the item; the item itself stays (it belongs to the lease's schedule).
    signedIn.delete(
      '/api/rent-payments/:id',
      { params: ZDeleteRentPaymentParams, response: ZDeleteRentPaymentResponse },
      ({ session, params }) => finance.clearPayments(session, params),
    ),
  ];
}
