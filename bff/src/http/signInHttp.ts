import type { SignInRequest } from '../use-cases/signIn';
import { SESSION_COOKIE } from '../middleware/sessionCookie';
import type { AppContext } from './appContext';

/** The cookies of a social sign-in in progress live only under this path. */
export const OAUTH_COOKIE_PATH = '/api/auth/oauth';
/** A sign-in without password waiting for the second factor (the token of an `oauth_second_factor` identity token). */
export const OAUTH_PENDING_LOGIN_COOKIE = 'immodesk_oauth_pending';
const OAUTH_PENDING_LOGIN_MAX_AGE_MS = 5 * 60 * 1000;

/** Who signs in, for the sign-in flow: client address, browser, and the session cookie to end. */
export function signInRequest(ctx: AppContext): SignInRequest {
  return {
    ip: ctx.ip || null,
    userAgent: ctx.get('user-agent') || null,
    previousSessionToken: ctx.cookies.get(SESSION_COOKIE),
    logger: ctx.state.logger,
  };
}

// Sent only by the login page's own (same-origin) request for the second factor.
const pendingCookie = (secure: boolean) =>
  ({ httpOnly: true, path: OAUTH_COOKIE_PATH, secure, sameSite: 'lax' }) as const;

export function setPendingLoginCookie(ctx: AppContext, pendingLoginToken: string, secure: boolean): void {
  ctx.cookies.set(OAUTH_PENDING_LOGIN_COOKIE, pendingLoginToken, {
    ...pendingCookie(secure),
    maxAge: OAUTH_PENDING_LOGIN_MAX_AGE_MS,
    overwrite: true,
  });
}

export function clearPendingLoginCookie(ctx: AppContext, secure: boolean): void {
  ctx.cookies.set(OAUTH_PENDING_LOGIN_COOKIE, null, pendingCookie(secure));
}
