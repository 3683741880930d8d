import type { IdentityDeps } from '../identityDeps';
import { issueToken } from '../tokens/identityTokens';
import { absoluteUrl, renderIdentityMail } from '../mails/renderIdentityMail';
import { userRepository } from '../repositories/userRepository';

/** Mails a reset link (valid 1 hour, single use) when the address has an account; the caller always sees 204. */
export async function requestPasswordReset(deps: IdentityDeps, input: { email: string }): Promise<void> {
  const user = await userRepository(deps.dataSource).findByEmail(input.email.trim().toLowerCase());
  if (!user) return;
  const token = await issueToken(deps.dataSource, {
    organizationId: user.organizationId,
    userId: user.id,
    purpose: 'reset_password',
    email: user.email,
    now: deps.clock.now(),
  });
  await deps.mailer.send(
    renderIdentityMail(deps.brand, 'reset_password', {
      to: user.email,
      language: user.language,
      firstName: user.firstName,
      link: absoluteUrl(deps.brand, '/reset-password', { token }),
    }),
  );
}
