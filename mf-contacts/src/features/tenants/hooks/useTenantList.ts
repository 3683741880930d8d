import type { TListTenantsResponse } from '@immodesk/contracts/tenants/listTenants.contract';
import { useContactList } from '../../shared/hooks/useContactList';
import { tenantKeys, type TenantListFilters } from '../api/tenantKeys';

export function useTenantList(filters: TenantListFilters) {
  return useContactList<TListTenantsResponse>('/api/tenants', tenantKeys.list(filters), filters);
}
