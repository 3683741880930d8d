import crypto from 'node:crypto';
import type { RequestContext } from '../context';
import { AppError } from '../errors';

/** A request context of a fresh user, in a fresh organization unless one is given. */
export const randomContext = (organizationId: string = crypto.randomUUID()): RequestContext => ({
  organizationId,
  userId: crypto.randomUUID(),
});

/** The AppError `promise` rejects with; throws when it fulfils or rejects with anything else. */
export async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}
