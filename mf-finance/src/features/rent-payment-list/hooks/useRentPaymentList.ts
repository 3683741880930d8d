import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchRentPayments } from '../api/fetchRentPayments';
import { rentPaymentKeys, type RentPaymentListFilters } from '../api/rentPaymentKeys';

export function useRentPaymentList(filters: RentPaymentListFilters) {
  return useQuery({
    queryKey: rentPaymentKeys.list(filters),
    queryFn: ({ signal }) => fetchRentPayments(filters, signal),
    // Keep the current page on screen while the next page or filter result loads.
    placeholderData: keepPreviousData,
  });
}
