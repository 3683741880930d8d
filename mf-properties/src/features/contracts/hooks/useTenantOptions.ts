import { useQuery } from '@tanstack/react-query';
import { contractKeys } from '../api/contractKeys';
import { fetchTenantOptions } from '../api/contractsApi';

/** The organization's tenants: the form's choice and the names shown for a contract's tenant ids. */
export function useTenantOptions() {
  return useQuery({
    queryKey: contractKeys.tenantOptions(),
    queryFn: ({ signal }) => fetchTenantOptions(signal),
  });
}
