import type { TRentPaymentStatus } from '@immodesk/contracts/rentPayments/listRentPayments.contract';

/** One page of the list: the status and the first and last month (`2026-03`) of the due dates. */
export type RentPaymentListFilters = { page: number; pageSize: number; status: TRentPaymentStatus | null; from: string | null; to: string | null };

/** One query-key factory for the feature (STYLE.md), so invalidation never misses a list. */
export const rentPaymentKeys = {
  all: ['rentPayments'] as const,
  lists: () => [...rentPaymentKeys.all, 'list'] as const,
  list: (filters: RentPaymentListFilters) => [...rentPaymentKeys.lists(), filters] as const,
  /** Who and where a due item is about: the organization's tenants and properties, by id. */
  tenantNames: () => [...rentPaymentKeys.all, 'lookup', 'tenants'] as const,
  propertyAddresses: () => [...rentPaymentKeys.all, 'lookup', 'properties'] as const,
};
