import { useQuery } from '@tanstack/react-query';
import { ZPublicContractResponse } from '@immodesk/contracts/contracts/signing/publicContract.contract';
import { apiGet } from '@immodesk/sdk';
import { publicContractKeys, publicContractPath } from './publicContractPaths';

/** GET /api/public/contracts/:shareToken: the shared contract (404 for an unknown, revoked or expired link). */
export function usePublicContract(shareToken: string) {
  return useQuery({
    queryKey: publicContractKeys.contract(shareToken),
    queryFn: () => apiGet(publicContractPath(shareToken), { schema: ZPublicContractResponse }),
  });
}
