import type { ContactListFilters } from '../../shared/hooks/useContactList';

export type TenantListFilters = ContactListFilters;

/** One query-key factory for the feature (STYLE.md), so invalidation never misses a list. */
export const tenantKeys = {
  all: ['tenants'] as const,
  lists: () => [...tenantKeys.all, 'list'] as const,
  list: (filters: TenantListFilters) => [...tenantKeys.lists(), filters] as const,
  detail: (id: string) => [...tenantKeys.all, 'detail', id] as const,
};
