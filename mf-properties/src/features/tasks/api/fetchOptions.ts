import type {
  TContractor,
  TListContractorsResponse,
} from '@immodesk/contracts/contractors/listContractors.contract';
import type {
  TListPropertiesResponse,
  TPropertySummary,
} from '@immodesk/contracts/properties/listProperties.contract';
import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import { apiGet } from '@immodesk/sdk';

// Typed, not parsed: the tasks page's filters ask for these on its first load, which stays without zod.

/** The properties a task can belong to (the filter and the form's select): the first 200. */
export async function fetchPropertyOptions(signal?: AbortSignal): Promise<TPropertySummary[]> {
  const { items } = await apiGet<TListPropertiesResponse>('/api/properties', {
    query: { pageSize: MAX_PAGE_SIZE },
    signal,
  });
  return items;
}

/** The contractors a task can be given to (GET /api/contractors): the first 200, by name. */
export async function fetchContractorOptions(signal?: AbortSignal): Promise<TContractor[]> {
  const { items } = await apiGet<TListContractorsResponse>('/api/contractors', {
    query: { pageSize: MAX_PAGE_SIZE },
    signal,
  });
  return items;
}
