import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchDocuments } from '../api/fetchDocuments';
import { documentKeys, type DocumentListFilters } from '../api/documentKeys';

export function useDocumentList(filters: DocumentListFilters) {
  return useQuery({
    queryKey: documentKeys.list(filters),
    queryFn: ({ signal }) => fetchDocuments(filters, signal),
    // Keep the current page on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });
}
