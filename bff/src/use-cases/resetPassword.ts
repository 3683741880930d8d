import type { TResetPasswordRequest } from '@immodesk/contracts/auth/passwordReset.contract';
import { notifySecurityEvent } from '../notifications/securityNotifications';
import type { SecurityChangeDeps } from './securityChangeDeps';

/** A new password from a mailed reset link; the owner sees it in the bell at the next sign-in. */
export async function resetPassword(
  deps: SecurityChangeDeps<'resetPassword'>,
  input: TResetPasswordRequest,
): Promise<void> {
  const context = await deps.identity.resetPassword(input);
  await notifySecurityEvent(deps, deps.logger, context, { kind: 'passwordReset' });
}
