import { useQuery } from '@tanstack/react-query';
import { fetchTenant } from '../api/tenantApi';
import { tenantKeys } from '../api/tenantKeys';

export function useTenant(id: string) {
  return useQuery({ queryKey: tenantKeys.detail(id), queryFn: ({ signal }) => fetchTenant(id, signal) });
}
