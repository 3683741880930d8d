import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pagination';
import {
  ZListPropertiesResponse,
  type TPropertySummary,
} from '@immodesk/contracts/properties/listProperties.contract';
import { ZListTenantsResponse, type TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { apiGet } from '@immodesk/sdk';

/** The organization's properties a document can be linked to (the first page of the largest size). */
export async function fetchPropertyOptions(signal?: AbortSignal): Promise<TPropertySummary[]> {
  const page = await apiGet('/api/properties', {
    query: { page: 1, pageSize: MAX_PAGE_SIZE },
    schema: ZListPropertiesResponse,
    signal,
  });
  return page.items;
}

/** The organization's tenants a document can be linked to. */
export async function fetchTenantOptions(signal?: AbortSignal): Promise<TTenant[]> {
  const page = await apiGet('/api/tenants', {
    query: { page: 1, pageSize: MAX_PAGE_SIZE },
    schema: ZListTenantsResponse,
    signal,
  });
  return page.items;
}
