import type { TListTenantsResponse } from '@immodesk/contracts/tenants/listTenants.contract';
import { apiGet } from '@immodesk/sdk';
import type { TenantListFilters } from './tenantKeys';

// Typed by the contract, not parsed here: the BFF answers through it, and the list's first load stays without zod.
export function fetchTenants(
  filters: TenantListFilters,
  signal?: AbortSignal,
): Promise<TListTenantsResponse> {
  return apiGet<TListTenantsResponse>('/api/tenants', {
    query: { page: filters.page, pageSize: filters.pageSize, q: filters.q, propertyId: filters.propertyId },
    signal,
  });
}
