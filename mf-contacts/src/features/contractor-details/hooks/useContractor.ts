import { useQuery } from '@tanstack/react-query';
import { fetchContractor } from '../../contractor-form/api/contractorApi';
import { contractorKeys } from '../../contractor-list/api/contractorKeys';

export function useContractor(id: string) {
  return useQuery({ queryKey: contractorKeys.detail(id), queryFn: ({ signal }) => fetchContractor(id, signal) });
}
