import { useQuery } from '@tanstack/react-query';
import { fetchPropertyAddresses } from '../api/fetchPropertyAddresses';
import { fetchTenantNames } from '../api/fetchTenantNames';
import { rentPaymentKeys } from '../api/rentPaymentKeys';

/**
 * Names the tenant and the property of each due item. The list never waits for these: until they arrive
 * (or if they fail) a row simply shows no name.
 */
export function usePaymentParties() {
  const tenants = useQuery({ queryKey: rentPaymentKeys.tenantNames(), queryFn: ({ signal }) => fetchTenantNames(signal) });
  const properties = useQuery({ queryKey: rentPaymentKeys.propertyAddresses(), queryFn: ({ signal }) => fetchPropertyAddresses(signal) });
  return {
    tenantName: (id: string | null) => (id ? (tenants.data?.get(id) ?? null) : null),
    propertyAddress: (id: string | null) => (id ? (properties.data?.get(id) ?? null) : null),
  };
}
