import type { IdentityDeps } from '../identityDeps';
import { mailTokenLink } from '../tokens/mailTokenLink';
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
  await mailTokenLink(deps, 'login_link', '/login/link', recipient);
}
