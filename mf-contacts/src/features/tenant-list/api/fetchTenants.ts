import { ZListTenantsResponse, type TListTenantsResponse } from '@immodesk/contracts/tenants/listTenants.contract';
import { apiGet } from '@immodesk/sdk';
import type { TenantListFilters } from './tenantKeys';

export function fetchTenants(filters: TenantListFilters, signal?: AbortSignal): Promise<TListTenantsResponse> {
  return apiGet('/api/tenants', {
    query: { page: filters.page, pageSize: filters.pageSize, q: filters.q, propertyId: filters.propertyId },
    schema: ZListTenantsResponse,
    signal,
  });
}
