import type { IdentityDeps } from '../identityDeps';
import { issueToken } from '../tokens/identityTokens';
import { absoluteUrl, renderIdentityMail } from '../mails/renderIdentityMail';
import { userRepository } from '../repositories/userRepository';
import { sendVerificationMail } from './signUp';

/**
 * Mails a one-time sign-in link (15 minutes, single use, stored as a SHA-256 hash): the way in that no failed
 * password from elsewhere can lock. An address without an account gets nothing, and an account whose address is
 * not verified yet gets the verification mail instead; the caller answers the same in every case.
 */
export async function requestLoginLink(deps: IdentityDeps, input: { email: string }): Promise<void> {
  const user = await userRepository(deps.dataSource).findByEmail(input.email.trim().toLowerCase());
  if (!user) return;
  const recipient = {
    organizationId: user.organizationId,
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    language: user.language,
  };
  if (!user.isEmailVerified) {
    await sendVerificationMail(deps, recipient);
    return;
  }
  const token = await issueToken(deps.dataSource, {
    ...recipient,
    purpose: 'login_link',
    now: deps.clock.now(),
  });
  await deps.mailer.send(
    renderIdentityMail(deps.brand, 'login_link', {
      to: user.email,
      language: user.language,
      firstName: user.firstName,
      link: absoluteUrl(deps.brand, '/login/link', { token }),
    }),
  );
}
