import type { IdentityApi } from '@immodesk/identity/identityApi';
import { notifySecurityEvent } from '../notifications/securityNotifications';
import type { SecurityChangeDeps } from './securityChangeDeps';

type Args = Parameters<IdentityApi['enableTwoFactor']>;

/** Turns two-factor on with the first code (re-authenticated); the session rotates and the owner is told. */
export async function enableTwoFactor(
  deps: SecurityChangeDeps<'enableTwoFactor'>,
  session: Args[0],
  input: Args[1],
  client: Args[2],
) {
  const { token, recoveryCodes } = await deps.identity.enableTwoFactor(session, input, client);
  await notifySecurityEvent(deps, deps.logger, session, { kind: 'twoFactorEnabled' });
  return { sessionToken: token, recoveryCodes };
}
