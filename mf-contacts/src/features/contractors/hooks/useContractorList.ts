import type { TListContractorsResponse } from '@immodesk/contracts/contractors/listContractors.contract';
import { useContactList } from '../../shared/hooks/useContactList';
import { contractorKeys, type ContractorListFilters } from '../api/contractorKeys';

export function useContractorList(filters: ContractorListFilters) {
  return useContactList<TListContractorsResponse>('/api/contractors', contractorKeys.list(filters), filters);
}
