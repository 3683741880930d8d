import { ZListPropertiesResponse, type TListPropertiesResponse } from '@immodesk/contracts/properties/listProperties.contract';
import { apiGet } from '@immodesk/sdk';
import type { PropertyListFilters } from './propertyKeys';

export function fetchProperties(filters: PropertyListFilters, signal?: AbortSignal): Promise<TListPropertiesResponse> {
  return apiGet('/api/properties', { query: { page: filters.page, pageSize: filters.pageSize }, schema: ZListPropertiesResponse, signal });
}
