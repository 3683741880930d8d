import type { TListContractorsResponse } from '@immodesk/contracts/contractors/listContractors.contract';
import type { TListDocumentsResponse } from '@immodesk/contracts/documents/listDocuments.contract';
import type { TListPropertiesResponse } from '@immodesk/contracts/properties/listProperties.contract';
import { fetchOptionItems } from '@immodesk/sdk';

/** The organization's properties an expense can belong to. */
export function fetchPropertyOptions(signal?: AbortSignal): Promise<TListPropertiesResponse['items']> {
  return fetchOptionItems('/api/properties', { signal });
}

/** The contractors an expense can name (who did the work or sent the bill). */
export function fetchContractorOptions(signal?: AbortSignal): Promise<TListContractorsResponse['items']> {
  return fetchOptionItems('/api/contractors', { signal });
}

/** The documents (an invoice, a tax bill) an expense can link to: the newest ones of the property. */
export function fetchDocumentOptions(
  propertyId: string,
  signal?: AbortSignal,
): Promise<TListDocumentsResponse['items']> {
  return fetchOptionItems('/api/documents', { signal, query: { propertyId } });
}
