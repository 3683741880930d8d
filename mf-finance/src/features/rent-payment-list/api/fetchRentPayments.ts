import type { TListRentPaymentsResponse } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { apiGet } from '@immodesk/sdk';
import { dueDateRange } from '../utils/periodFilter';
import type { RentPaymentListFilters } from './rentPaymentKeys';

/** One page of due items with their names and addresses, typed by the contract (no zod on the first load). */
export function fetchRentPayments(
  filters: RentPaymentListFilters,
  signal?: AbortSignal,
): Promise<TListRentPaymentsResponse> {
  return apiGet<TListRentPaymentsResponse>('/api/rent-payments', {
    query: {
      page: filters.page,
      pageSize: filters.pageSize,
      status: filters.status,
      propertyId: filters.propertyId,
      tenantId: filters.tenantId,
      contractId: filters.contractId,
      ...dueDateRange(filters.from, filters.to),
    },
    signal,
  });
}
