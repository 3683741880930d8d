import type { Language } from '@immodesk/platform/domain/language';
import { AppError } from '@immodesk/platform/errors';
import type { SocialProvider } from '../domain/socialProvider';
import { OrganizationEntity } from '../entities/OrganizationEntity';
import { SessionEntity } from '../entities/SessionEntity';
import { UserEntity, type UserRow } from '../entities/UserEntity';
import type { IdentityDeps } from '../identityDeps';
import { userIdentityRepository } from '../repositories/userIdentityRepository';
import { userRepository } from '../repositories/userRepository';
import type { SessionCache } from '../sessions/sessionCache';
import {
  finishPasswordlessSignIn,
  type PasswordlessSignIn,
  type SignInClient,
} from '../sign-in/signInOutcome';
import { sendVerificationMail } from './signUp';
import { startTrialOnceVerified } from './startTrialOnceVerified';

export type SignInWithProviderInput = SignInClient & {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  /** The language of the page the person came from, for a new account. */
  language: Language;
};

/** The answer while the account's address waits for our own verification mail: no session. */
const confirmEmailFirst = () =>
  new AppError('email_not_verified', { messageKey: 'oauth.errors.confirmEmail' });

/**
 * Signs a person in with a provider identity, in this order:
 * 1. an identity already linked (provider + subject) → that user, once the account's address is verified;
 * 2. an account with the same e-mail → linked, but only when the provider says it verified the address;
 * 3. otherwise a new organization with its owner (no password). When the provider did not verify the address,
 *    the account stays unverified and unusable until the address owner opens our verification mail (sent now);
 *    the link made meanwhile is removed when the owner verifies the address or resets the password, so someone
 *    who claimed another person's address at a provider never gets into that person's account.
 * Then opens a session exactly as a password login does, unless the account has two-factor on: the provider
 * stands in for the password only, so a pending login waits for the code (no session yet).
 */
export async function signInWithProvider(
  deps: IdentityDeps,
  cache: SessionCache,
  input: SignInWithProviderInput,
): Promise<PasswordlessSignIn> {
  const { dataSource } = deps;
  const linked = await userIdentityRepository(dataSource).findByProviderSubject(
    input.provider,
    input.subject,
  );
  if (linked) {
    const user = await userRepository(dataSource).findInOrganization(linked.organizationId, linked.userId);
    if (!user) throw new AppError('unauthenticated');
    if (!user.isEmailVerified) throw confirmEmailFirst();
    return finishPasswordlessSignIn(deps, user, input);
  }

  if (!input.email) throw new AppError('business_rule', { messageKey: 'oauth.errors.emailMissing' });
  const email = input.email.trim().toLowerCase();
  const existing = await userRepository(dataSource).findByEmail(email);
  if (existing) {
    if (!input.isEmailVerified)
      throw new AppError('conflict', { messageKey: 'oauth.errors.emailNotVerified' });
    // With two-factor on, nothing changes before the code is given: the identity is not linked (the next
    // sign-in matches the verified e-mail again and asks for a code again).
    if (!existing.twoFactorEnabled) await linkToExistingAccount(deps, cache, existing, input);
    return finishPasswordlessSignIn(deps, existing, input);
  }

  const user = await dataSource.transaction(async (manager) => {
    const firstName = input.firstName?.trim() || email.split('@')[0] || email;
    const lastName = input.lastName?.trim() || null;
    const organization = await manager
      .getRepository(OrganizationEntity)
      .save({ name: [firstName, lastName].filter(Boolean).join(' ').slice(0, 200) });
    const created = await manager.getRepository(UserEntity).save({
      organizationId: organization.id,
      email,
      passwordHash: null,
      firstName: firstName.slice(0, 100),
      lastName: lastName?.slice(0, 100) ?? null,
      language: input.language,
      isEmailVerified: input.isEmailVerified,
    });
    await userIdentityRepository(manager).insert({
      organizationId: organization.id,
      userId: created.id,
      provider: input.provider,
      subject: input.subject,
      emailVerifiedAtLink: input.isEmailVerified,
    });
    return created;
  });
  if (!user.isEmailVerified) {
    await sendVerificationMail(deps, {
      organizationId: user.organizationId,
      userId: user.id,
      email,
      firstName: user.firstName,
      language: user.language,
    });
    throw confirmEmailFirst();
  }
  // A provider-verified address counts as verified: the trial starts now (otherwise at the mailed link).
  await startTrialOnceVerified(deps, { organizationId: user.organizationId, isEmailVerified: false });
  const result = await finishPasswordlessSignIn(deps, user, input);
  return result.status === 'signed_in' ? { ...result, isNewAccount: true } : result;
}

/**
 * Links the identity to the account with the same (provider-verified) e-mail. If that account never proved its
 * e-mail, whoever set its password or linked a provider before may not own the address (account pre-hijacking):
 * the password, those links and every session are removed and the address counts as verified from now on. The
 * owner can set a password again through "forgot password".
 */
async function linkToExistingAccount(
  deps: IdentityDeps,
  cache: SessionCache,
  user: UserRow,
  input: SignInWithProviderInput,
) {
  const endedSessions = await deps.dataSource.transaction(async (manager) => {
    const identities = userIdentityRepository(manager);
    if (!user.isEmailVerified) await identities.deleteLinkedBeforeVerification(user.organizationId, user.id);
    await identities.insert({
      organizationId: user.organizationId,
      userId: user.id,
      provider: input.provider,
      subject: input.subject,
      emailVerifiedAtLink: true,
    });
    if (user.isEmailVerified) return [];
    await manager
      .getRepository(UserEntity)
      .update(
        { id: user.id, organizationId: user.organizationId },
        { isEmailVerified: true, passwordHash: null },
      );
    const sessions = manager.getRepository(SessionEntity);
    const ended = await sessions.find({ where: { organizationId: user.organizationId, userId: user.id } });
    await sessions.delete({ organizationId: user.organizationId, userId: user.id });
    return ended;
  });
  for (const session of endedSessions) cache.evictToken(session.tokenHash);
  await startTrialOnceVerified(deps, user);
}
