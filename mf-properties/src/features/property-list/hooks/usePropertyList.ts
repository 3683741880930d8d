import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchProperties } from '../api/fetchProperties';
import { propertyKeys, type PropertyListFilters } from '../api/propertyKeys';

export function usePropertyList(filters: PropertyListFilters) {
  return useQuery({
    queryKey: propertyKeys.list(filters),
    queryFn: ({ signal }) => fetchProperties(filters, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
