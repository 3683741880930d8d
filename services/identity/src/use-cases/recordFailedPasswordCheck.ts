import type { RequestContext } from '@immodesk/platform/context';
import type { IdentityDeps } from '../identityDeps';
import { userRepository } from '../repositories/userRepository';
import { recordFailedSignIn, type SignInClient } from '../signInOutcome';

/**
 * A wrong current password given by a signed-in user (re-authentication before a sensitive change): recorded in
 * the login history and counted toward the lockout of (account address, client address), as a failed login is.
 */
export async function recordFailedPasswordCheck(deps: IdentityDeps, context: RequestContext, client: SignInClient): Promise<void> {
  const user = await userRepository(deps.dataSource).findUser(context.organizationId, context.userId);
  if (!user) return;
  await recordFailedSignIn(deps, { email: user.email, user, reason: 'password' }, client);
}
