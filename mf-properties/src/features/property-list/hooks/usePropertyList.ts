import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { fetchProperties } from '../api/fetchProperties';
import type { PropertyListFilters } from '../utils/propertyFilters';

export function usePropertyList(filters: PropertyListFilters) {
  return useQuery({
    queryKey: propertyKeys.list(filters),
    queryFn: ({ signal }) => fetchProperties(filters, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
