import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import { ZListPropertiesResponse, type TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import { apiGet } from '@immodesk/sdk';

/** The organization's properties for a filter or a form's select (the first page of the largest size). */
export async function fetchPropertyOptions(signal?: AbortSignal): Promise<TPropertySummary[]> {
  const page = await apiGet('/api/properties', { query: { page: 1, pageSize: MAX_PAGE_SIZE }, schema: ZListPropertiesResponse, signal });
  return page.items;
}
