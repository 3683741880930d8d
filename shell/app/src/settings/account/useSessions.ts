import { useQuery } from '@tanstack/react-query';
import { ZListSessionsResponse } from '@immodesk/contracts/user/sessions.contract';
import { apiGet } from '@immodesk/sdk';
import { settingsKeys } from '../settingsKeys';

/** GET /api/user/sessions: the current session first, then the others by last activity. */
export function useSessions() {
  return useQuery({
    queryKey: settingsKeys.sessions(),
    queryFn: () => apiGet('/api/user/sessions', { schema: ZListSessionsResponse }),
    select: (data) =>
      [...data.items].sort(
        (a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt),
      ),
    staleTime: 30_000,
  });
}
