import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import type {
  TListRentPaymentsResponse,
  TRentPayment,
} from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import {
  ZRegisterRentPaymentResponse,
  type TRegisterRentPaymentRequest,
} from '@immodesk/contracts/rentPayments/registerRentPayment.contract';
import {
  ZUpdateRentPaymentResponse,
  type TUpdateRentPaymentRequest,
} from '@immodesk/contracts/rentPayments/updateRentPayment.contract';
import { apiGet, apiPatch, apiPost } from '@immodesk/sdk';

/** The due items of one contract, for the dialog's period choice (a lease has at most a few hundred). */
export async function fetchContractDueItems(
  contractId: string,
  signal?: AbortSignal,
): Promise<TRentPayment[]> {
  const page = await apiGet<TListRentPaymentsResponse>('/api/rent-payments', {
    query: { contractId, page: 1, pageSize: MAX_PAGE_SIZE },
    signal,
  });
  return page.items;
}

/** POST /api/rent-payments: what was received on the due item of this contract and period. */
export function registerPayment(body: TRegisterRentPaymentRequest): Promise<TRentPayment> {
  return apiPost('/api/rent-payments', body, { schema: ZRegisterRentPaymentResponse });
}

/** PATCH /api/rent-payments/:id: corrects what was received on a due item. */
export function updatePayment(id: string, body: TUpdateRentPaymentRequest): Promise<TRentPayment> {
  return apiPatch(`/api/rent-payments/${encodeURIComponent(id)}`, body, {
    schema: ZUpdateRentPaymentResponse,
  });
}
