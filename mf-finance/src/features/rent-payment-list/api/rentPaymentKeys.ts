import type { TRentPaymentStatus } from '@immodesk/contracts/rentPayments/listRentPayments.contract';

export type RentPaymentListFilters = { page: number; pageSize: number; status: TRentPaymentStatus | null };

/** One query-key factory for the feature (STYLE.md), so invalidation never misses a list. */
export const rentPaymentKeys = {
  all: ['rentPayments'] as const,
  lists: () => [...rentPaymentKeys.all, 'list'] as const,
  list: (filters: RentPaymentListFilters) => [...rentPaymentKeys.lists(), filters] as const,
  /** Who and where a due item is about: the organization's tenants and properties, by id. */
  tenantNames: () => [...rentPaymentKeys.all, 'lookup', 'tenants'] as const,
  propertyAddresses: () => [...rentPaymentKeys.all, 'lookup', 'properties'] as const,
};
