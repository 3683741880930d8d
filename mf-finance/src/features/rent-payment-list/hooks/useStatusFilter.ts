import { ZRentPaymentStatus, type TRentPaymentStatus } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { useFilterParam } from '@immodesk/sdk';

/** `?status=overdue`; an unknown value in the URL means "all statuses" rather than an error from the BFF. */
export function useStatusFilter(): TRentPaymentStatus | null {
  const [value] = useFilterParam('status');
  const parsed = ZRentPaymentStatus.safeParse(value);
  return parsed.success ? parsed.data : null;
}
