import { useQuery } from '@tanstack/react-query';
import { ZListIdentitiesResponse } from '@immodesk/contracts/user/identities.contract';
import { apiGet } from '@immodesk/sdk';
import { settingsKeys } from '../settingsKeys';

/** GET /api/user/identities: the providers linked to the signed-in account, oldest first. */
export function useLinkedIdentities() {
  return useQuery({
    queryKey: settingsKeys.identities(),
    queryFn: () => apiGet('/api/user/identities', { schema: ZListIdentitiesResponse }),
    select: (data) => data.items,
    staleTime: 30_000,
  });
}
