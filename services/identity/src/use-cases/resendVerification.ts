import type { IdentityDeps } from '../identityDeps';
import { userRepository } from '../repositories/userRepository';
import { sendVerificationMail } from './signUp';

/** Mails a new verification link to an unverified account; silently does nothing otherwise (no enumeration). */
export async function resendVerification(deps: IdentityDeps, input: { email: string }): Promise<void> {
  const user = await userRepository(deps.dataSource).findByEmail(input.email.trim().toLowerCase());
  if (!user || user.isEmailVerified) return;
  await sendVerificationMail(deps, {
    organizationId: user.organizationId,
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    language: user.language,
  });
}
