import { useQuery } from '@tanstack/react-query';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { fetchInformation } from '../api/informationApi';

export function usePropertyInformation(propertyId: string, enabled = true) {
  return useQuery({
    queryKey: propertyKeys.information(propertyId),
    queryFn: ({ signal }) => fetchInformation(propertyId, signal),
    enabled,
  });
}
