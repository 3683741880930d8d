import { useQuery } from '@tanstack/react-query';
import {
  ZListProvidersResponse,
  type TListProvidersResponse,
} from '@immodesk/contracts/auth/providers.contract';
import { apiGet } from '@immodesk/sdk';
import { authKeys } from './authKeys';

/** The social providers configured on this deployment; none (or a failed lookup) hides the buttons. */
export function useAuthProviders(): TListProvidersResponse['providers'] {
  const { data } = useQuery({
    queryKey: authKeys.providers(),
    queryFn: () => apiGet('/api/auth/providers', { schema: ZListProvidersResponse }),
    staleTime: 60 * 60 * 1000,
  });
  return data?.providers ?? [];
}
