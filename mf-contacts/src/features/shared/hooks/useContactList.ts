import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiGet } from '@immodesk/sdk';

/** A page of tenants or contractors: the search and the property filter (which the URL holds as '' when unset). */
export type ContactListFilters = { page: number; pageSize: number; q: string; propertyId: string };

/**
 * One page of `GET /api/tenants` or `/api/contractors`, typed by the contract but not parsed here: the BFF
 * answers through it, and the list's first load stays without zod.
 */
export function useContactList<TResponse>(
  path: '/api/tenants' | '/api/contractors',
  queryKey: QueryKey,
  filters: ContactListFilters,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiGet<TResponse>(path, {
        query: {
          page: filters.page,
          pageSize: filters.pageSize,
          q: filters.q,
          propertyId: filters.propertyId,
        },
        signal,
      }),
    // Keep the current page on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });
}
