import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import type {
  TListPropertiesResponse,
  TPropertySummary,
} from '@immodesk/contracts/properties/listProperties.contract';
import { apiGet } from '@immodesk/sdk';

/**
 * The organization's properties for a filter or a form's select (the first page of the largest size). Typed, not
 * parsed: the contacts list's property filter is on its first load.
 */
export async function fetchPropertyOptions(signal?: AbortSignal): Promise<TPropertySummary[]> {
  const page = await apiGet<TListPropertiesResponse>('/api/properties', {
    query: { page: 1, pageSize: MAX_PAGE_SIZE },
    signal,
  });
  return page.items;
}
