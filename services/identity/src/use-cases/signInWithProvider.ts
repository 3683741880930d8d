import type { DataSource } from 'typeorm';
import type { TSocialProvider } from '@immodesk/contracts/auth/providers.contract';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { OrganizationEntity } from '../entities/OrganizationEntity';
import { SessionEntity } from '../entities/SessionEntity';
import { UserEntity, type UserRow } from '../entities/UserEntity';
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

export type SignInWithProviderResult = OpenedSession & { isNewAccount: boolean };

/**
 * Signs a person in with a provider identity, in this order:
 * 1. an identity already linked (provider + subject) → that user;
 * 2. an account with the same e-mail → linked, but only when the provider says it verified the address;
 * 3. otherwise a new organization with its owner (no password), e-mail verified as the provider says.
 * Then opens a session exactly as a password login does.
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
    refuseWithTwoFactor(user);
    return { ...(await openSession(dataSource, clock, user, input.userAgent)), isNewAccount: false };
  }

  if (!input.email) throw new AppError('business_rule', { messageKey: 'oauth.errors.emailMissing' });
  const email = input.email.trim().toLowerCase();
  const existing = await userRepository(dataSource).findByEmail(email);
  if (existing) {
    if (!input.isEmailVerified) throw new AppError('conflict', { messageKey: 'oauth.errors.emailNotVerified' });
    refuseWithTwoFactor(existing);
    await linkToExistingAccount(dataSource, cache, existing, input);
    return { ...(await openSession(dataSource, clock, existing, input.userAgent)), isNewAccount: false };
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
  return { ...(await openSession(dataSource, clock, user, input.userAgent)), isNewAccount: true };
}

/**
 * A provider sign-in would skip the second factor, so an account with two-factor on signs in with its password
 * and code instead (and is not linked to a new provider identity either).
 */
function refuseWithTwoFactor(user: Pick<UserRow, 'twoFactorEnabled'>): void {
  if (user.twoFactorEnabled) throw new AppError('business_rule', { messageKey: 'oauth.errors.twoFactorRequired' });
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

