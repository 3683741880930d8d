import { useQuery } from '@tanstack/react-query';
import { fetchTenant } from '../../tenant-form/api/tenantApi';
import { tenantKeys } from '../../tenant-list/api/tenantKeys';

export function useTenant(id: string) {
  return useQuery({ queryKey: tenantKeys.detail(id), queryFn: ({ signal }) => fetchTenant(id, signal) });
}
