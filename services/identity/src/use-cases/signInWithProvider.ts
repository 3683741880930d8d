import type { DataSource } from 'typeorm';
import type { TSocialProvider } from '@immodesk/contracts/auth/providers.contract';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { OrganizationEntity } from '../entities/OrganizationEntity';
import { SessionEntity } from '../entities/SessionEntity';
import { UserEntity, type UserRow } from '../entities/UserEntity';
import { issueToken } from '../identityTokens';
import { userIdentityRepository } from '../repositories/userIdentityRepository';
import { userRepository } from '../repositories/userRepository';
import type { SessionCache } from '../sessionCache';
import { openSession, type OpenedSession } from './openSession';

export type SignInWithProviderInput = {
  provider: TSocialProvider;
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  /** The language of the page the person came from, for a new account. */
  language: TLanguage;
  userAgent: string | null;
};

/**
 * Either a session, or (account with two-factor on) a pending login: a random token for an httpOnly cookie,
 * single use and valid 5 minutes, that completeSocialSecondFactor turns into a session with a code.
 */
export type SignInWithProviderResult =
  | (OpenedSession & { status: 'signed_in'; isNewAccount: boolean })
  | { status: 'second_factor_required'; pendingLoginToken: string };

/**
 * Signs a person in with a provider identity, in this order:
 * 1. an identity already linked (provider + subject) → that user;
 * 2. an account with the same e-mail → linked, but only when the provider says it verified the address;
 * 3. otherwise a new organization with its owner (no password), e-mail verified as the provider says.
 * Then opens a session exactly as a password login does, unless the account has two-factor on: the provider
 * stands in for the password only, so a pending login waits for the code (no session yet).
 */
export async function signInWithProvider(
  dataSource: DataSource,
  clock: Clock,
  cache: SessionCache,
  input: SignInWithProviderInput,
): Promise<SignInWithProviderResult> {
  const linked = await userIdentityRepository(dataSource).findByProviderSubject(input.provider, input.subject);
  if (linked) {
    const user = await userRepository(dataSource).findInOrganization(linked.organizationId, linked.userId);
    if (!user) throw new AppError('unauthenticated');
    return signInExisting(dataSource, clock, user, input);
  }

  if (!input.email) throw new AppError('business_rule', { messageKey: 'oauth.errors.emailMissing' });
  const email = input.email.trim().toLowerCase();
  const existing = await userRepository(dataSource).findByEmail(email);
  if (existing) {
    if (!input.isEmailVerified) throw new AppError('conflict', { messageKey: 'oauth.errors.emailNotVerified' });
    // With two-factor on, nothing changes before the code is given: the identity is not linked (the next
    // sign-in matches the verified e-mail again and asks for a code again).
    if (!existing.twoFactorEnabled) await linkToExistingAccount(dataSource, cache, existing, input);
    return signInExisting(dataSource, clock, existing, input);
  }

  const user = await dataSource.transaction(async (manager) => {
    const firstName = input.firstName?.trim() || email.split('@')[0] || email;
    const lastName = input.lastName?.trim() || null;
    const organization = await manager.getRepository(OrganizationEntity).save({ name: [firstName, lastName].filter(Boolean).join(' ').slice(0, 200) });
    const created = await manager.getRepository(UserEntity).save({
      organizationId: organization.id,
      email,
      passwordHash: null,
      firstName: firstName.slice(0, 100),
      lastName: lastName?.slice(0, 100) ?? null,
      language: input.language,
      isEmailVerified: input.isEmailVerified,
    });
    await userIdentityRepository(manager).insert({ organizationId: organization.id, userId: created.id, provider: input.provider, subject: input.subject });
    return created;
  });
  return { ...(await openSession(dataSource, clock, user, input.userAgent)), status: 'signed_in', isNewAccount: true };
}

async function signInExisting(
  dataSource: DataSource,
  clock: Clock,
  user: Pick<UserRow, 'id' | 'organizationId' | 'email' | 'twoFactorEnabled'>,
  input: SignInWithProviderInput,
): Promise<SignInWithProviderResult> {
  if (user.twoFactorEnabled) {
    const pendingLoginToken = await issueToken(dataSource, {
      organizationId: user.organizationId,
      userId: user.id,
      purpose: 'oauth_second_factor',
      email: user.email,
      now: clock.now(),
    });
    return { status: 'second_factor_required', pendingLoginToken };
  }
  return { ...(await openSession(dataSource, clock, user, input.userAgent)), status: 'signed_in', isNewAccount: false };
}

/**
 * Links the identity to the account with the same (provider-verified) e-mail. If that account never proved its
 * e-mail, whoever set its password may not own the address (account pre-hijacking): the password and every
 * session are removed and the address counts as verified from now on. The owner can set a password again
 * through "forgot password".
 */
async function linkToExistingAccount(dataSource: DataSource, cache: SessionCache, user: UserRow, input: SignInWithProviderInput) {
  const endedSessions = await dataSource.transaction(async (manager) => {
    await userIdentityRepository(manager).insert({ organizationId: user.organizationId, userId: user.id, provider: input.provider, subject: input.subject });
    if (user.isEmailVerified) return [];
    await manager.getRepository(UserEntity).update({ id: user.id, organizationId: user.organizationId }, { isEmailVerified: true, passwordHash: null });
    const sessions = manager.getRepository(SessionEntity);
    const ended = await sessions.find({ where: { organizationId: user.organizationId, userId: user.id } });
    await sessions.delete({ organizationId: user.organizationId, userId: user.id });
    return ended;
  });
  for (const session of endedSessions) cache.evictToken(session.tokenHash);
}

