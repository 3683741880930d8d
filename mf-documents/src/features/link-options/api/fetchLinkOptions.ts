import {
  ZListPropertiesResponse,
  type TPropertySummary,
} from '@immodesk/contracts/properties/listProperties.contract';
import { ZListTenantsResponse, type TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { fetchOptionItems } from '@immodesk/sdk';

/** The organization's properties a document can be linked to. */
export function fetchPropertyOptions(signal?: AbortSignal): Promise<TPropertySummary[]> {
  return fetchOptionItems('/api/properties', { signal, schema: ZListPropertiesResponse });
}

/** The organization's tenants a document can be linked to. */
export function fetchTenantOptions(signal?: AbortSignal): Promise<TTenant[]> {
  return fetchOptionItems('/api/tenants', { signal, schema: ZListTenantsResponse });
}
