import { ZListDocumentsResponse, type TListDocumentsResponse } from '@immodesk/contracts/documents/listDocuments.contract';
import { apiGet } from '@immodesk/sdk';
import type { DocumentListFilters } from './documentKeys';

export function fetchDocuments(filters: DocumentListFilters, signal?: AbortSignal): Promise<TListDocumentsResponse> {
  return apiGet('/api/documents', {
    query: { page: filters.page, pageSize: filters.pageSize, q: filters.q, type: filters.type },
    schema: ZListDocumentsResponse,
    signal,
  });
}
