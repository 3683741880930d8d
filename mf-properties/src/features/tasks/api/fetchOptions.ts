import { ZListContractorsResponse, type TContractor } from '@immodesk/contracts/contractors/listContractors.contract';
import { ZListPropertiesResponse, type TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import { apiGet } from '@immodesk/sdk';

/** The properties a task can belong to (the filter and the form's select): the first 200. */
export async function fetchPropertyOptions(signal?: AbortSignal): Promise<TPropertySummary[]> {
  const { items } = await apiGet('/api/properties', { query: { pageSize: MAX_PAGE_SIZE }, schema: ZListPropertiesResponse, signal });
  return items;
}

/** The contractors a task can be given to (GET /api/contractors): the first 200, by name. */
export async function fetchContractorOptions(signal?: AbortSignal): Promise<TContractor[]> {
  const { items } = await apiGet('/api/contractors', { query: { pageSize: MAX_PAGE_SIZE }, schema: ZListContractorsResponse, signal });
  return items;
}
