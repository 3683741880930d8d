import type { Middleware } from 'koa';
import { AppError } from '@immodesk/platform/errors';
import type { AppState } from '../http/appContext';
import { SESSION_COOKIE } from './sessionCookie';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF guard: a state-changing API request must come from our own origin. Browsers always send `Origin` on
 * such requests; a request without one is accepted only when it carries no session cookie (scripts, webhooks).
 */
export function originGuard(options: {
  trustedOrigins: string[];
  isCrossSiteAllowed?: (path: string) => boolean;
}): Middleware<AppState> {
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
    if (options.isCrossSiteAllowed?.(ctx.path)) return next();
    const origin = ctx.get('origin');
    // Koa 3 exposes the request header as ctx.origin, so build our own origin from protocol and host.
    const isTrusted = origin === `${ctx.protocol}://${ctx.host}` || options.trustedOrigins.includes(origin);
    if (origin ? !isTrusted : Boolean(ctx.cookies.get(SESSION_COOKIE))) {
      throw new AppError('forbidden', { messageKey: 'errors.originRejected' });
    }
    return next();
  };
}
