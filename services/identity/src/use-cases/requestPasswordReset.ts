import type { IdentityDeps } from '../identityDeps';
import { mailTokenLink } from '../tokens/mailTokenLink';
import { userRepository } from '../repositories/userRepository';

/** Mails a reset link (valid 1 hour, single use) when the address has an account; the caller always sees 204. */
export async function requestPasswordReset(deps: IdentityDeps, input: { email: string }): Promise<void> {
  const user = await userRepository(deps.dataSource).findByEmail(input.email.trim().toLowerCase());
  if (!user) return;
  await mailTokenLink(deps, 'reset_password', '/reset-password', {
    organizationId: user.organizationId,
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    language: user.language,
  });
}
