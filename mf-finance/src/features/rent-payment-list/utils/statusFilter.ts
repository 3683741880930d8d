import type { TRentPaymentStatus } from '@immodesk/contracts/rentPayments/listRentPayments.contract';

/**
 * The status filter offers the API's statuses, what needs attention first. Its labels name the API's
 * selection ("overdue" holds partly paid items too), not the SPEC §2 label an item reads with.
 */
export const STATUS_FILTER_ORDER: readonly TRentPaymentStatus[] = ['overdue', 'partial', 'pending', 'paid'];

export const statusFilterLabelKey = (status: TRentPaymentStatus) =>
  `rentPaymentList.filters.statuses.${status}` as const;
