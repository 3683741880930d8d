import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchTenants } from '../api/fetchTenants';
import { tenantKeys, type TenantListFilters } from '../api/tenantKeys';

export function useTenantList(filters: TenantListFilters) {
  return useQuery({
    queryKey: tenantKeys.list(filters),
    queryFn: ({ signal }) => fetchTenants(filters, signal),
    // Keep the current page on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });
}
