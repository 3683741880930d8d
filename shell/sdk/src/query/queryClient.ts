import { QueryClient } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60 * 1000;

/** SPEC §9 data cache: fresh 5 minutes, no automatic retry, no refetch on focus, interval or reconnect. */
export function createImmodeskQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The one QueryClient of the page; the sdk is an MF singleton, so the shell and every remote get this one. */
export const queryClient = createImmodeskQueryClient();
