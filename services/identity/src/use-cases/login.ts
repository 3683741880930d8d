import type { DataSource } from 'typeorm';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { decoyPasswordHash, verifyPassword } from '../passwords';
import { sessionRepository } from '../repositories/sessionRepository';
import { userRepository } from '../repositories/userRepository';
import { hashSessionToken, newSessionToken, SESSION_LIFETIME_MS } from '../sessionTokens';

export type LoginInput = { email: string; password: string; userAgent: string | null };

/** Checks the password and opens a new session; the returned token goes into the session cookie. */
export async function login(dataSource: DataSource, clock: Clock, input: LoginInput) {
  const user = await userRepository(dataSource).findByEmail(input.email.trim().toLowerCase());
  const hash = user?.passwordHash ?? (await decoyPasswordHash());
  const isValid = await verifyPassword(hash, input.password);
  if (!user || !user.passwordHash || !isValid) throw new AppError('invalid_credentials');
  // Only after the right password: an unverified account is not revealed to someone guessing addresses.
  if (!user.isEmailVerified) throw new AppError('email_not_verified');
  const token = newSessionToken();
  const now = clock.now();
  await sessionRepository(dataSource).insert({
    tokenHash: hashSessionToken(token),
    organizationId: user.organizationId,
    userId: user.id,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    lastActiveAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return { token, context: { organizationId: user.organizationId, userId: user.id } };
}
