import { deleteRentPaymentEndpoint } from '@immodesk/contracts/rentPayments/deleteRentPayment.contract';
import { listRentPaymentsEndpoint } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { registerRentPaymentEndpoint } from '@immodesk/contracts/rentPayments/registerRentPayment.contract';
import { updateRentPaymentEndpoint } from '@immodesk/contracts/rentPayments/updateRentPayment.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';
import { listRentPayments } from '../use-cases/listRentPayments';

export function rentPaymentRoutes(
  services: Pick<Services, 'finance' | 'contracts' | 'properties' | 'contacts'>,
) {
  const { finance } = services;
  return [
    signedIn.get(listRentPaymentsEndpoint, ({ ctx, session, query }) =>
      listRentPayments(services, session, query, ctx.state.language),
    ),
    // API.md's body: the due item is found by contract and period (another organization's contract: 404).
    signedIn.post(registerRentPaymentEndpoint, ({ session, body }) => finance.registerPayment(session, body)),
    signedIn.patch(updateRentPaymentEndpoint, ({ session, params, body }) =>
      finance.registerPayment(session, { id: params.id, ...body }),
    ),
    // Clears what was received on the item; the item itself stays (it belongs to the lease's schedule).
    signedIn.delete(deleteRentPaymentEndpoint, ({ session, params }) =>
      finance.clearPayments(session, params),
    ),
  ];
}
