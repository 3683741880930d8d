import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TCurrentUser } from '@immodesk/contracts/auth/getCurrentUser.contract';
import { apiGet, type ResponseSchema } from '../api/apiClient';
import { isApiError } from '../api/ApiError';
import { isLanguage } from '../i18n/languages';

export type CurrentUser = TCurrentUser;

export const currentUserQueryKey = ['auth', 'user'] as const;

/**
 * A structural check instead of the zod contract: this lookup runs on every page, the public ones too, and
 * zod would add ~90 KB (gzip) to the shell's first load. The BFF's tests check the response against the contract.
 */
const currentUserShape: ResponseSchema<CurrentUser> = {
  parse(data) {
    const user = data as Partial<Record<keyof CurrentUser, unknown>> | null;
    const isValid =
      typeof user === 'object' &&
      user !== null &&
      typeof user.id === 'string' &&
      typeof user.email === 'string' &&
      typeof user.firstName === 'string' &&
      (user.lastName === null || typeof user.lastName === 'string') &&
      isLanguage(user.language) &&
      typeof user.organizationId === 'string' &&
      typeof user.organizationName === 'string';
    if (!isValid) throw new Error('GET /api/auth/user answered with an unexpected shape');
    return data as CurrentUser;
  },
};

/** SPEC §4: signed in when the lookup returns a user, signed out when it answers 401 (not an error). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiGet('/api/auth/user', { schema: currentUserShape });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** SPEC §7: fresh 10 min, kept 15 min, no retry and no refetch on focus, mount or reconnect. */
export function useCurrentUser(): UseQueryResult<CurrentUser | null> {
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    staleTime: 10 * 60 * 1000,
    gcTime: 15 * 60 * 1000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}
