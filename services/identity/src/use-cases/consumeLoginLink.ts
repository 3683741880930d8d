import { AppError } from '@immodesk/platform/errors';
import type { IdentityDeps } from '../identityDeps';
import { consumeToken } from '../tokens/identityTokens';
import { identityTokenRepository } from '../repositories/identityTokenRepository';
import { userRepository } from '../repositories/userRepository';
import {
  finishPasswordlessSignIn,
  type PasswordlessSignIn,
  type SignInClient,
} from '../sign-in/signInOutcome';

/**
 * Signs in with a mailed link: it works once, for 15 minutes, for the address it was sent to, and voids the other
 * open links. The lockout of failed passwords does not apply (the mailbox is the proof); two-factor still does.
 */
export async function consumeLoginLink(
  deps: IdentityDeps,
  input: SignInClient & { token: string },
): Promise<PasswordlessSignIn> {
  const invalid = new AppError('business_rule', { messageKey: 'errors.invalidLoginLink' });
  const now = deps.clock.now();
  const token = await consumeToken(deps.dataSource, input.token, ['login_link'], now);
  if (!token) throw invalid;
  const user = await userRepository(deps.dataSource).findUser(token.organizationId, token.userId);
  if (!user || user.email !== token.email || !user.isEmailVerified) throw invalid;
  await identityTokenRepository(deps.dataSource).voidOpen(user.organizationId, user.id, 'login_link', now);
  return finishPasswordlessSignIn(deps, user, input);
}
