import { useQuery } from '@tanstack/react-query';
import { contractSigningKeys, fetchSavedSignature } from '../api/contractSigningApi';

/** GET /api/user/signature: the landlord's saved signature, or null. */
export function useSavedSignature() {
  return useQuery({
    queryKey: contractSigningKeys.savedSignature,
    queryFn: ({ signal }) => fetchSavedSignature(signal),
  });
}
