import { useQuery } from '@tanstack/react-query';
import { fetchContractor } from '../api/contractorApi';
import { contractorKeys } from '../api/contractorKeys';

export function useContractor(id: string) {
  return useQuery({
    queryKey: contractorKeys.detail(id),
    queryFn: ({ signal }) => fetchContractor(id, signal),
  });
}
