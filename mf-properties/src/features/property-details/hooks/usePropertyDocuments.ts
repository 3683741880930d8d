import { useQuery } from '@tanstack/react-query';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { fetchPropertyDocuments } from '../api/propertyDetailsApi';

/** The documents linked to the property (Files tab). */
export function usePropertyDocuments(propertyId: string) {
  return useQuery({
    queryKey: propertyKeys.documents(propertyId),
    queryFn: ({ signal }) => fetchPropertyDocuments(propertyId, signal),
  });
}
