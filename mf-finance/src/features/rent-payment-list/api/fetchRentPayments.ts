import { ZListRentPaymentsResponse, type TListRentPaymentsResponse } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { apiGet } from '@immodesk/sdk';
import { dueDateRange } from '../utils/periodFilter';
import type { RentPaymentListFilters } from './rentPaymentKeys';

export function fetchRentPayments(filters: RentPaymentListFilters, signal?: AbortSignal): Promise<TListRentPaymentsResponse> {
  return apiGet('/api/rent-payments', {
    query: { page: filters.page, pageSize: filters.pageSize, status: filters.status, ...dueDateRange(filters.from, filters.to) },
    schema: ZListRentPaymentsResponse,
    signal,
  });
}
