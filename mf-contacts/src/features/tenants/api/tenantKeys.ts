export type TenantListFilters = { page: number; pageSize: number; q: string; propertyId: string };

/** One query-key factory for the feature (STYLE.md), so invalidation never misses a list. */
export const tenantKeys = {
  all: ['tenants'] as const,
  lists: () => [...tenantKeys.all, 'list'] as const,
  list: (filters: TenantListFilters) => [...tenantKeys.lists(), filters] as const,
  detail: (id: string) => [...tenantKeys.all, 'detail', id] as const,
};
