import type { DataSource } from 'typeorm';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { decoyPasswordHash, verifyPassword } from '../passwords';
import { userRepository } from '../repositories/userRepository';
import { openSession } from './openSession';

export type LoginInput = { email: string; password: string; userAgent: string | null };

/** Checks the password and opens a new session; the returned token goes into the session cookie. */
export async function login(dataSource: DataSource, clock: Clock, input: LoginInput) {
  const user = await userRepository(dataSource).findByEmail(input.email.trim().toLowerCase());
  const hash = user?.passwordHash ?? (await decoyPasswordHash());
  const isValid = await verifyPassword(hash, input.password);
  if (!user || !user.passwordHash || !isValid) throw new AppError('invalid_credentials');
  return openSession(dataSource, clock, user, input.userAgent);
}
