import { ZListRentPaymentsQuery, ZListRentPaymentsResponse } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { ZRegisterRentPaymentRequest, ZRegisterRentPaymentResponse } from '@immodesk/contracts/rentPayments/registerRentPayment.contract';
import {
  ZUpdateRentPaymentParams,
  ZUpdateRentPaymentRequest,
  ZUpdateRentPaymentResponse,
} from '@immodesk/contracts/rentPayments/updateRentPayment.contract';
import { defineRoute } from '../http/defineRoute';
import type { Services } from '../composition';

export function rentPaymentRoutes(services: Services) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/rent-payments',
      auth: true,
      input: { query: ZListRentPaymentsQuery },
      response: ZListRentPaymentsResponse,
      handler: ({ session, query }) => services.finance.listRentPayments(session, query),
    }),
    // API.md's body: the due item is found by contract and period (404 until the contracts service creates them).
    defineRoute({
      method: 'post',
      path: '/api/rent-payments',
      auth: true,
      input: { body: ZRegisterRentPaymentRequest },
      response: ZRegisterRentPaymentResponse,
      handler: ({ session, body }) => services.finance.registerPayment(session, body),
    }),
    // The due item by its id: what the payments screen uses today, while due items have no contract yet.
    defineRoute({
      method: 'patch',
      path: '/api/rent-payments/:id',
      auth: true,
      input: { params: ZUpdateRentPaymentParams, body: ZUpdateRentPaymentRequest },
      response: ZUpdateRentPaymentResponse,
      handler: ({ session, params, body }) => services.finance.registerPayment(session, { id: params.id, ...body }),
    }),
  ];
}
