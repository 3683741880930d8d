import {
  ZListDocumentsResponse,
  type TListDocumentsResponse,
} from '@immodesk/contracts/documents/listDocuments.contract';
import { apiGet } from '@immodesk/sdk';
import type { DocumentListFilters } from './documentKeys';

export function fetchDocuments(
  filters: DocumentListFilters,
  signal?: AbortSignal,
): Promise<TListDocumentsResponse> {
  const { page, pageSize, q, type, propertyId, tenantId, sort, order } = filters;
  return apiGet('/api/documents', {
    query: { page, pageSize, q, type, propertyId, tenantId, sort, order },
    schema: ZListDocumentsResponse,
    signal,
  });
}
