import { useQuery } from '@tanstack/react-query';
import { contractKeys } from '../api/contractKeys';
import { fetchContract } from '../api/contractsApi';

export function useContract(contractId: string) {
  return useQuery({
    queryKey: contractKeys.detail(contractId),
    queryFn: ({ signal }) => fetchContract(contractId, signal),
  });
}
