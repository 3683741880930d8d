import { useCurrentUser, type CurrentUser } from '@immodesk/sdk';

/**
 * The current user with the account fields the identity service adds to `GET /api/auth/user`. They are
 * optional here so the screens also work against a server that does not send them yet.
 */
export type AccountUser = CurrentUser &
  Partial<{
    phone: string | null;
    isEmailVerified: boolean;
    pendingEmail: string | null;
    twoFactorEnabled: boolean;
  }>;

export function useAccountUser(): AccountUser | null {
  const { data } = useCurrentUser();
  return (data as AccountUser | null | undefined) ?? null;
}
