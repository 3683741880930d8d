import { useQuery } from '@tanstack/react-query';
import { fetchHealthIndex, indexationKeys } from '../api/indexationApi';

/** The newest health index month the app knows (null before any); refreshed at most hourly, the index is monthly. */
export function useHealthIndexStatus() {
  return useQuery({
    queryKey: indexationKeys.healthIndex(),
    queryFn: ({ signal }) => fetchHealthIndex(signal),
    select: (response) => response.latestMonth,
    staleTime: 60 * 60_000,
  });
}
