import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError } from '@immodesk/platform/errors';
import { afterFailure, FAILURES_FORGOTTEN_AFTER_MS, isLocked } from '../domain/lockout';
import { signInLockoutRepository } from '../repositories/signInLockoutRepository';

/** Who is trying to sign in: the address typed (with or without an account) and the client's network address. */
export type SignInAttempt = { email: string; ip: string | null };

/** The answer while locked: the same for every address, with or without an account. */
export const signInLockedError = () => new AppError('rate_limited', { messageKey: 'errors.accountLocked' });

function keyHash({ email, ip }: SignInAttempt): string {
  return crypto
    .createHash('sha256')
    .update(`${email.trim().toLowerCase()}\n${ip ?? 'unknown'}`)
    .digest('hex');
}

/**
 * The lockout after failed sign-ins, per e-mail address and client address (see lockout.ts for the delays). It
 * counts addresses without an account exactly like real ones, and a stranger elsewhere never locks the owner out.
 */
export function signInLockout(dataSource: DataSource) {
  const lockouts = signInLockoutRepository(dataSource);
  return {
    async isLocked(attempt: SignInAttempt, now: Date): Promise<boolean> {
      return isLocked(await lockouts.find(keyHash(attempt)), now);
    },
    async recordFailure(attempt: SignInAttempt, now: Date): Promise<void> {
      const key = keyHash(attempt);
      await lockouts.save({ keyHash: key, ...afterFailure(await lockouts.find(key), now) });
      // Now and then, whoever counts removes the pairs that are forgotten anyway (no lock lasts longer than a day).
      if (Math.random() < 0.01)
        await lockouts.deleteLastFailedBefore(new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS));
    },
    async clear(attempt: SignInAttempt): Promise<void> {
      await lockouts.remove(keyHash(attempt));
    },
  };
}
