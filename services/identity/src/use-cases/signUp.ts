import type { RequestContext } from '@immodesk/platform/context';
import type { Language } from '@immodesk/platform/domain/language';
import { AppError } from '@immodesk/platform/errors';
import type { IdentityDeps } from '../identityDeps';
import { mailTokenLink, type TokenMailRecipient } from '../tokens/mailTokenLink';
import { absoluteUrl, renderIdentityMail } from '../mails/renderIdentityMail';
import { hashPassword } from '../domain/passwords';
import { userRepository } from '../repositories/userRepository';
import { registerOwner } from './registerOwner';

export type SignUpInput = {
  email: string;
  password: string;
  firstName: string;
  lastName?: string | undefined;
  language: Language;
};

/**
 * Creates the organization and its owner and mails the verification link (the trial starts when it is opened). For an address that already has an
 * account nothing is created: that address gets a "someone tried to sign up" mail and the caller sees the same
 * answer, so sign-up never reveals which addresses have accounts. `createdOwner` (the new account, or null) is
 * for the BFF's own follow-up (the welcome notification), never for the HTTP answer.
 */
export async function signUp(
  deps: IdentityDeps,
  input: SignUpInput,
): Promise<{ email: string; createdOwner: RequestContext | null }> {
  const email = input.email.trim().toLowerCase();
  const existing = await userRepository(deps.dataSource).findByEmail(email);
  if (existing) {
    // Spend the same hashing time as a real sign-up, so the answer time does not tell either.
    await hashPassword(input.password);
    await deps.mailer.send(
      renderIdentityMail(deps.brand, 'account_exists', {
        to: email,
        language: existing.language,
        firstName: existing.firstName,
        link: absoluteUrl(deps.brand, '/login'),
        values: { resetLink: absoluteUrl(deps.brand, '/forgot-password') },
      }),
    );
    return { email, createdOwner: null };
  }
  try {
    const context = await registerOwner(deps.dataSource, {
      ...input,
      email,
      lastName: input.lastName ?? null,
    });
    // SPEC.md §1's 14 days of Professional start once the address is verified (startTrialOnceVerified).
    await sendVerificationMail(deps, {
      ...context,
      email,
      firstName: input.firstName,
      language: input.language,
    });
    return { email, createdOwner: context };
  } catch (error) {
    // Two sign-ups for one address at the same moment: the second behaves as for an existing account.
    if (!(error instanceof AppError && error.code === 'conflict')) throw error;
    return { email, createdOwner: null };
  }
}

export async function sendVerificationMail(deps: IdentityDeps, user: TokenMailRecipient): Promise<void> {
  await mailTokenLink(deps, 'verify_email', '/verify-email', user);
}
