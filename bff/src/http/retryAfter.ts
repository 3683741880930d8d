import { isAppError } from '@immodesk/platform/errors';
import type { AppContext } from './appContext';

/**
 * Answers what `work` answers; when it is refused as `rate_limited` with a `retryAfterSeconds` parameter (a limit
 * a service counts, not the route's own rate limit), the response says when to try again (`Retry-After`).
 */
export async function withRetryAfter<T>(ctx: AppContext, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const seconds = isAppError(error) ? error.params.retryAfterSeconds : undefined;
    if (isAppError(error) && error.code === 'rate_limited' && typeof seconds === 'number')
      ctx.set('Retry-After', String(seconds));
    throw error;
  }
}
