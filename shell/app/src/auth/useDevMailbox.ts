import { useQuery } from '@tanstack/react-query';
import { authKeys } from './authKeys';

/**
 * Whether this deployment has the development mailbox (never in production). The shell is one build for every
 * environment, so it asks the server: the outbox endpoint exists only when not in production.
 */
export function useDevMailbox(): boolean {
  const { data } = useQuery({
    queryKey: authKeys.devMailbox(),
    queryFn: async () => {
      try {
        const response = await fetch('/api/dev/outbox', { method: 'HEAD', credentials: 'same-origin' });
        return response.ok;
      } catch {
        return false;
      }
    },
    staleTime: Infinity,
  });
  return data === true;
}
