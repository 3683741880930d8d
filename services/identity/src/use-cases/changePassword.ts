import { AppError } from '@immodesk/platform/errors';
import type { PasswordChange } from '../domain/reauthentication';
import { voidPendingEmailChange } from '../tokens/emailChange';
import { endSessionsOfUser } from '../sessions/endSessions';
import type { IdentityDeps } from '../identityDeps';
import { hashPassword } from '../domain/passwords';
import { confirmReauthentication, type ClientInfo } from '../sign-in/reauthentication';
import { identityTokenRepository } from '../repositories/identityTokenRepository';
import { userRepository } from '../repositories/userRepository';
import type { SessionCache } from '../sessions/sessionCache';
import { openSession } from '../sessions/sessionTokens';
import type { ResolvedSession } from './resolveSession';

/**
 * Changes the password after checking the current one (an account without one, from social sign-in, confirms
 * with a mailed code and so sets its first password). Every session ends, the current one included, and a new
 * session is opened for this device (rotation on a privilege change); open reset links and a pending change of
 * e-mail address stop working. Returns the new session's cookie token.
 */
export async function changePassword(
  deps: IdentityDeps,
  cache: SessionCache,
  session: ResolvedSession,
  input: PasswordChange,
  client: ClientInfo,
): Promise<{ token: string }> {
  const users = userRepository(deps.dataSource);
  const user = await users.findUser(session.organizationId, session.userId);
  if (!user) throw new AppError('unauthenticated');
  await confirmReauthentication(deps, user, input, client);
  const now = deps.clock.now();
  await users.update(user.organizationId, user.id, { passwordHash: await hashPassword(input.newPassword) });
  await identityTokenRepository(deps.dataSource).voidOpen(
    user.organizationId,
    user.id,
    'reset_password',
    now,
  );
  await voidPendingEmailChange(deps.dataSource, user, now);
  await endSessionsOfUser(deps.dataSource, cache, session);
  const token = await openSession(deps.dataSource, now, session, client.userAgent);
  return { token };
}
