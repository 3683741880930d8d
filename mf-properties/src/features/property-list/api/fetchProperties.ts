import { ZListPropertiesResponse, type TListPropertiesResponse } from '@immodesk/contracts/properties/listProperties.contract';
import { apiGet } from '@immodesk/sdk';
import { toListQuery, type PropertyListFilters } from '../utils/propertyFilters';

export function fetchProperties(filters: PropertyListFilters, signal?: AbortSignal): Promise<TListPropertiesResponse> {
  return apiGet('/api/properties', { query: toListQuery(filters), schema: ZListPropertiesResponse, signal });
}
