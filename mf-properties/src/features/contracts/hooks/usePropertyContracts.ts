import { useQuery } from '@tanstack/react-query';
import { contractKeys } from '../api/contractKeys';
import { fetchPropertyContracts } from '../api/contractsApi';

export function usePropertyContracts(propertyId: string) {
  return useQuery({
    queryKey: contractKeys.forProperty(propertyId),
    queryFn: ({ signal }) => fetchPropertyContracts(propertyId, signal),
  });
}
