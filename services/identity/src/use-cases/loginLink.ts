import { AppError } from '@immodesk/platform/errors';
import type { IdentityDeps } from '../identityDeps';
import { consumeToken, issueToken } from '../tokens/identityTokens';
import { absoluteUrl, renderIdentityMail } from '../mails/renderIdentityMail';
import { identityTokenRepository } from '../repositories/identityTokenRepository';
import { userRepository } from '../repositories/userRepository';
import { finishPasswordlessSignIn, type PasswordlessSignIn, type SignInClient } from '../sign-in/signInOutcome';
import { sendVerificationMail } from './signUp';

/**
 * Mails a one-time sign-in link (15 minutes, single use, stored as a SHA-256 hash): the way in that no failed
 * password from elsewhere can lock. An address without an account gets nothing, and an account whose address is
 * not verified yet gets the verification mail instead; the caller answers the same in every case.
 */
export async function requestLoginLink(deps: IdentityDeps, input: { email: string }): Promise<void> {
  const user = await userRepository(deps.dataSource).findByEmail(input.email.trim().toLowerCase());
  if (!user) return;
  const recipient = { organizationId: user.organizationId, userId: user.id, email: user.email, firstName: user.firstName, language: user.language };
  if (!user.isEmailVerified) {
    await sendVerificationMail(deps, recipient);
    return;
  }
  const token = await issueToken(deps.dataSource, { ...recipient, purpose: 'login_link', now: deps.clock.now() });
  await deps.mailer.send(
    renderIdentityMail(deps.brand, 'login_link', { to: user.email, language: user.language, firstName: user.firstName, link: absoluteUrl(deps.brand, '/login/link', { token }) }),
  );
}

/**
 * Signs in with a mailed link: it works once, for 15 minutes, for the address it was sent to, and voids the other
 * open links. The lockout of failed passwords does not apply (the mailbox is the proof); two-factor still does.
 */
export async function consumeLoginLink(deps: IdentityDeps, input: SignInClient & { token: string }): Promise<PasswordlessSignIn> {
  const invalid = new AppError('business_rule', { messageKey: 'errors.invalidLoginLink' });
  const now = deps.clock.now();
  const token = await consumeToken(deps.dataSource, input.token, ['login_link'], now);
  if (!token) throw invalid;
  const user = await userRepository(deps.dataSource).findUser(token.organizationId, token.userId);
  if (!user || user.email !== token.email || !user.isEmailVerified) throw invalid;
  await identityTokenRepository(deps.dataSource).voidOpen(user.organizationId, user.id, 'login_link', now);
  return finishPasswordlessSignIn(deps, user, input);
}
