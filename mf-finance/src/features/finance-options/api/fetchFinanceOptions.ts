import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import type { TContract, TListContractsResponse } from '@immodesk/contracts/contracts/contract.contract';
import type {
  TListPropertiesResponse,
  TPropertySummary,
} from '@immodesk/contracts/properties/listProperties.contract';
import type { TListTenantsResponse, TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { apiGet } from '@immodesk/sdk';

/** The organization's properties the filters offer (the first page of the largest size). */
export async function fetchPropertyOptions(signal?: AbortSignal): Promise<TPropertySummary[]> {
  const page = await apiGet<TListPropertiesResponse>('/api/properties', {
    query: { page: 1, pageSize: MAX_PAGE_SIZE },
    signal,
  });
  return page.items;
}

/** The organization's tenants the filters offer. */
export async function fetchTenantOptions(signal?: AbortSignal): Promise<TTenant[]> {
  const page = await apiGet<TListTenantsResponse>('/api/tenants', {
    query: { page: 1, pageSize: MAX_PAGE_SIZE },
    signal,
  });
  return page.items;
}

/** The organization's contracts, for the contract filter and the payment dialog. */
export async function fetchContractOptions(signal?: AbortSignal): Promise<TContract[]> {
  const page = await apiGet<TListContractsResponse>('/api/contracts', {
    query: { page: 1, pageSize: MAX_PAGE_SIZE },
    signal,
  });
  return page.items;
}
