import type { TRentPaymentStatus } from '@immodesk/contracts/rentPayments/listRentPayments.contract';

/**
 * One page of the list: the status, the property, tenant and contract, and the first and last month (`2026-03`)
 * of the due dates.
 */
export type RentPaymentListFilters = {
  page: number;
  pageSize: number;
  status: TRentPaymentStatus | null;
  propertyId: string | null;
  tenantId: string | null;
  contractId: string | null;
  from: string | null;
  to: string | null;
};

/** One query-key factory for the feature (STYLE.md), so invalidation never misses a list. */
export const rentPaymentKeys = {
  all: ['rentPayments'] as const,
  lists: () => [...rentPaymentKeys.all, 'list'] as const,
  list: (filters: RentPaymentListFilters) => [...rentPaymentKeys.lists(), filters] as const,
  /** Every due item of one contract, for the payment dialog's period choice. */
  contractItems: (contractId: string) => [...rentPaymentKeys.all, 'contract', contractId] as const,
};
