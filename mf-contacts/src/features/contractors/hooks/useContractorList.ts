import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchContractors } from '../api/fetchContractors';
import { contractorKeys, type ContractorListFilters } from '../api/contractorKeys';

export function useContractorList(filters: ContractorListFilters) {
  return useQuery({
    queryKey: contractorKeys.list(filters),
    queryFn: ({ signal }) => fetchContractors(filters, signal),
    // Keep the current page on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });
}
