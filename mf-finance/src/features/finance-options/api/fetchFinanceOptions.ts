import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { fetchOptionItems } from '@immodesk/sdk';

/** The organization's properties the filters offer. */
export function fetchPropertyOptions(signal?: AbortSignal): Promise<TPropertySummary[]> {
  return fetchOptionItems('/api/properties', { signal });
}

/** The organization's tenants the filters offer. */
export function fetchTenantOptions(signal?: AbortSignal): Promise<TTenant[]> {
  return fetchOptionItems('/api/tenants', { signal });
}

/** The organization's contracts, for the contract filter and the payment dialog. */
export function fetchContractOptions(signal?: AbortSignal): Promise<TContract[]> {
  return fetchOptionItems('/api/contracts', { signal });
}
