import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type { IdentityApi } from '@immodesk/identity/identityApi';

/**
 * GET /api/logout: ends the session of this cookie and answers the language of the public site to land on (the
 * signed-in user's own, otherwise the request's).
 */
export async function signOut(
  identity: Pick<IdentityApi, 'getCurrentUser' | 'logout'>,
  signedIn: {
    sessionToken: string | undefined;
    session: Parameters<IdentityApi['getCurrentUser']>[0] | null;
  },
  requestLanguage: TLanguage,
): Promise<TLanguage> {
  const user = signedIn.session ? await identity.getCurrentUser(signedIn.session).catch(() => null) : null;
  if (signedIn.sessionToken) await identity.logout(signedIn.sessionToken);
  return user?.language ?? requestLanguage;
}
