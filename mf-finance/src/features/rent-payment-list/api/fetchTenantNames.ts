import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import { ZListTenantsResponse } from '@immodesk/contracts/tenants/listTenants.contract';
import { apiGet, tenantDisplayName } from '@immodesk/sdk';

/** Tenant id → display name, from GET /api/tenants (one page of the maximum size). */
export async function fetchTenantNames(signal?: AbortSignal): Promise<Map<string, string>> {
  const { items } = await apiGet('/api/tenants', { query: { pageSize: MAX_PAGE_SIZE }, schema: ZListTenantsResponse, signal });
  return new Map(items.map((tenant) => [tenant.id, tenantDisplayName(tenant).primary]));
}
