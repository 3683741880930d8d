import { useQuery } from '@tanstack/react-query';
import { contractSigningKeys, fetchContractSigning } from '../api/contractSigningApi';

/** GET /api/contracts/:id/signing: signers, audit trail and the signed PDF's fingerprint. */
export function useContractSigning(contractId: string) {
  return useQuery({
    queryKey: contractSigningKeys.detail(contractId),
    queryFn: ({ signal }) => fetchContractSigning(contractId, signal),
  });
}
