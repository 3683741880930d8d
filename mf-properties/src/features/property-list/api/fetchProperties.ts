import type { TListPropertiesResponse } from '@immodesk/contracts/properties/listProperties.contract';
import { apiGet } from '@immodesk/sdk';
import { toListQuery, type PropertyListFilters } from '../utils/propertyFilters';

/**
 * Typed by the contract, not parsed in the browser: the BFF answers through the same contract, and parsing here
 * would put zod (23 KB gz) on the list's first load.
 */
export function fetchProperties(
  filters: PropertyListFilters,
  signal?: AbortSignal,
): Promise<TListPropertiesResponse> {
  return apiGet<TListPropertiesResponse>('/api/properties', { query: toListQuery(filters), signal });
}
