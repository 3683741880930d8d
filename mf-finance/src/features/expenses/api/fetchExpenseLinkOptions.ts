import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pagination';
import type { TListContractorsResponse } from '@immodesk/contracts/contractors/listContractors.contract';
import type { TListDocumentsResponse } from '@immodesk/contracts/documents/listDocuments.contract';
import type { TListPropertiesResponse } from '@immodesk/contracts/properties/listProperties.contract';
import { apiGet } from '@immodesk/sdk';

/** The organization's properties an expense can belong to (the first page of the largest size). */
export async function fetchPropertyOptions(signal?: AbortSignal): Promise<TListPropertiesResponse['items']> {
  return (
    await apiGet<TListPropertiesResponse>('/api/properties', {
      query: { page: 1, pageSize: MAX_PAGE_SIZE },
      signal,
    })
  ).items;
}

/** The contractors an expense can name (who did the work or sent the bill). */
export async function fetchContractorOptions(
  signal?: AbortSignal,
): Promise<TListContractorsResponse['items']> {
  return (
    await apiGet<TListContractorsResponse>('/api/contractors', {
      query: { page: 1, pageSize: MAX_PAGE_SIZE },
      signal,
    })
  ).items;
}

/** The documents (an invoice, a tax bill) an expense can link to: the newest ones of the property. */
export async function fetchDocumentOptions(
  propertyId: string,
  signal?: AbortSignal,
): Promise<TListDocumentsResponse['items']> {
  return (
    await apiGet<TListDocumentsResponse>('/api/documents', {
      query: { page: 1, pageSize: MAX_PAGE_SIZE, propertyId },
      signal,
    })
  ).items;
}
