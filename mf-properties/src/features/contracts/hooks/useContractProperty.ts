import { useQuery } from '@tanstack/react-query';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { fetchProperty } from '../../property-form/api/saveProperty';

/** The contract's property (by id), or nothing while none is chosen. */
export function useContractProperty(propertyId: string) {
  return useQuery({
    queryKey: propertyKeys.detail(propertyId),
    queryFn: ({ signal }) => fetchProperty(propertyId, signal),
    enabled: propertyId !== '',
  });
}
