import type { Middleware } from 'koa';
import type { IdentityApi, ResolvedSession } from '@immodesk/identity/identityApi';
import type { AppContext, AppState } from '../http/appContext';

export const SESSION_COOKIE = 'immodesk_session';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** Makes `ctx.state.session()` available; the database is asked only when a route needs the session. */
export function sessionResolver(identity: IdentityApi): Middleware<AppState> {
  return async (ctx, next) => {
    let resolved: Promise<ResolvedSession | null> | undefined;
    ctx.state.session = () => {
      resolved ??= (async () => {
        const token = ctx.cookies.get(SESSION_COOKIE);
        return token ? identity.resolveSession(token) : null;
      })();
      return resolved;
    };
    await next();
  };
}

export function setSessionCookie(ctx: AppContext, token: string, secure: boolean): void {
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: THIRTY_DAYS_MS,
    overwrite: true,
    path: '/',
  });
}

export function clearSessionCookie(ctx: AppContext): void {
  ctx.cookies.set(SESSION_COOKIE, null, { httpOnly: true, sameSite: 'lax', path: '/', overwrite: true });
}
