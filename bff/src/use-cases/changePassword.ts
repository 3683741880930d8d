import type { IdentityApi } from '@immodesk/identity/identityApi';
import { notifySecurityEvent } from '../notifications/securityNotifications';
import type { SecurityChangeDeps } from './securityChangeDeps';

type Args = Parameters<IdentityApi['changePassword']>;

/** Settings → account: a new password (re-authenticated), the other sessions ended, the owner told in the bell. */
export async function changePassword(
  deps: SecurityChangeDeps<'changePassword'>,
  session: Args[0],
  input: Args[1],
  client: Args[2],
) {
  const { token } = await deps.identity.changePassword(session, input, client);
  await notifySecurityEvent(deps, deps.logger, session, { kind: 'passwordChanged' });
  return { sessionToken: token };
}
