import type { TListContractorsResponse } from '@immodesk/contracts/contractors/listContractors.contract';
import { apiGet } from '@immodesk/sdk';
import type { ContractorListFilters } from './contractorKeys';

// Typed by the contract, not parsed here: the BFF answers through it, and the list's first load stays without zod.
export function fetchContractors(
  filters: ContractorListFilters,
  signal?: AbortSignal,
): Promise<TListContractorsResponse> {
  return apiGet<TListContractorsResponse>('/api/contractors', {
    query: { page: filters.page, pageSize: filters.pageSize, q: filters.q, propertyId: filters.propertyId },
    signal,
  });
}
