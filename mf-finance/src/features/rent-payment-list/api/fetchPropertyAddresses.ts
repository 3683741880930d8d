import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import { ZListPropertiesResponse } from '@immodesk/contracts/properties/listProperties.contract';
import { apiGet, formatAddress } from '@immodesk/sdk';

/** Property id → short address, from GET /api/properties (one page of the maximum size). */
export async function fetchPropertyAddresses(signal?: AbortSignal): Promise<Map<string, string>> {
  const { items } = await apiGet('/api/properties', { query: { pageSize: MAX_PAGE_SIZE }, schema: ZListPropertiesResponse, signal });
  return new Map(items.map((property) => [property.id, formatAddress(property, { withPostalCode: false })]));
}
