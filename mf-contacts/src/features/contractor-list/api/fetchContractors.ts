import { ZListContractorsResponse, type TListContractorsResponse } from '@immodesk/contracts/contractors/listContractors.contract';
import { apiGet } from '@immodesk/sdk';
import type { ContractorListFilters } from './contractorKeys';

export function fetchContractors(filters: ContractorListFilters, signal?: AbortSignal): Promise<TListContractorsResponse> {
  return apiGet('/api/contractors', {
    query: { page: filters.page, pageSize: filters.pageSize, q: filters.q, propertyId: filters.propertyId },
    schema: ZListContractorsResponse,
    signal,
  });
}
