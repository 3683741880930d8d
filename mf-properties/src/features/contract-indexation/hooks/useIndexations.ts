import { useQuery } from '@tanstack/react-query';
import { fetchIndexations, indexationKeys } from '../api/indexationApi';

export function useIndexations(contractId: string) {
  return useQuery({
    queryKey: indexationKeys.history(contractId),
    queryFn: ({ signal }) => fetchIndexations(contractId, signal),
  });
}
