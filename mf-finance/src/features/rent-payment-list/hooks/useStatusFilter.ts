import type { TRentPaymentStatus } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { useFilterParam } from '@immodesk/sdk';
import { STATUS_FILTER_ORDER } from '../utils/statusFilter';

/** `?status=overdue`; an unknown value in the URL means "all statuses" rather than an error from the BFF. */
export function useStatusFilter(): TRentPaymentStatus | null {
  const [value] = useFilterParam('status');
  return STATUS_FILTER_ORDER.find((status) => status === value) ?? null;
}
