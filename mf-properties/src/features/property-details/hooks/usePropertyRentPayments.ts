import { useQuery } from '@tanstack/react-query';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { fetchPropertyRentPayments } from '../api/propertyDetailsApi';

/** The property's rent due items with what was paid on them. */
export function usePropertyRentPayments(propertyId: string) {
  return useQuery({
    queryKey: propertyKeys.rentPayments(propertyId),
    queryFn: ({ signal }) => fetchPropertyRentPayments(propertyId, signal),
  });
}
