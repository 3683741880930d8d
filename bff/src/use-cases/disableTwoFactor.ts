import type { IdentityApi } from '@immodesk/identity/identityApi';
import { notifySecurityEvent } from '../notifications/securityNotifications';
import type { SecurityChangeDeps } from './securityChangeDeps';

type Args = Parameters<IdentityApi['disableTwoFactor']>;

/** Turns two-factor off (re-authenticated); the owner is warned in the bell. */
export async function disableTwoFactor(
  deps: SecurityChangeDeps<'disableTwoFactor'>,
  session: Args[0],
  input: Args[1],
  client: Args[2],
): Promise<void> {
  await deps.identity.disableTwoFactor(session, input, client);
  await notifySecurityEvent(deps, deps.logger, session, { kind: 'twoFactorDisabled' });
}
