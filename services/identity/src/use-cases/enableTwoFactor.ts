import { AppError } from '@immodesk/platform/errors';
import type { TwoFactorConfirmation } from '../domain/reauthentication';
import type { IdentityDeps } from '../identityDeps';
import { confirmReauthentication, type ClientInfo } from '../sign-in/reauthentication';
import { hashRecoveryCode, newRecoveryCodes } from '../domain/recoveryCodes';
import { recoveryCodeRepository } from '../repositories/recoveryCodeRepository';
import { sessionRepository } from '../repositories/sessionRepository';
import { userRepository } from '../repositories/userRepository';
import type { SessionCache } from '../sessions/sessionCache';
import { openSession } from '../sessions/sessionTokens';
import { matchTotpStep } from '../domain/totp';
import { decryptSecret } from '../domain/totpSecrets';
import type { ResolvedSession } from './resolveSession';

/**
 * Turns two-factor on once the current password confirms the owner and a code from the pending secret proves the
 * authenticator app has it. Returns the ten
 * recovery codes (shown once; only their hashes are kept) and a new session token: the session is rotated.
 */
export async function enableTwoFactor(
  deps: IdentityDeps,
  cache: SessionCache,
  session: ResolvedSession,
  input: TwoFactorConfirmation,
  client: ClientInfo,
): Promise<{ token: string; recoveryCodes: string[] }> {
  const users = userRepository(deps.dataSource);
  const user = await users.findUser(session.organizationId, session.userId);
  if (!user) throw new AppError('unauthenticated');
  if (user.twoFactorEnabled) throw new AppError('conflict', { messageKey: 'errors.twoFactorAlreadyEnabled' });
  if (!user.twoFactorPendingSecret)
    throw new AppError('business_rule', { messageKey: 'errors.twoFactorNotSetUp' });
  await confirmReauthentication(deps, user, input, client);
  const now = deps.clock.now();
  const step = await matchTotpStep(
    decryptSecret(deps.encryptionKey, user.twoFactorPendingSecret),
    input.code,
    now,
    null,
  );
  if (step === null)
    throw new AppError('validation_error', { details: { code: 'validation.invalidTotpCode' } });

  const recoveryCodes = newRecoveryCodes();
  await recoveryCodeRepository(deps.dataSource).replaceForUser(
    user.organizationId,
    user.id,
    recoveryCodes.map((code) => hashRecoveryCode(deps.encryptionKey, code)),
    now,
  );
  await users.update(user.organizationId, user.id, {
    twoFactorEnabled: true,
    twoFactorSecret: user.twoFactorPendingSecret,
    twoFactorPendingSecret: null,
    twoFactorLastStep: step,
  });
  // Rotation on a privilege change: this device gets a new session token, the old one stops working.
  await sessionRepository(deps.dataSource).deleteForUserById(
    session.organizationId,
    session.userId,
    session.sessionId,
  );
  cache.evictSession(session.sessionId);
  const token = await openSession(deps.dataSource, now, session, client.userAgent);
  return { token, recoveryCodes };
}
