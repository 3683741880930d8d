import {
  ZListProvidersResponse,
  ZOAuthCallbackQuery,
  ZOAuthProviderParams,
  ZOAuthStartQuery,
  type TSocialProvider,
} from '@immodesk/contracts/auth/providers.contract';
import { OAUTH_SECOND_FACTOR_STEP, ZOAuthSecondFactorRequest, ZOAuthSecondFactorResponse } from '@immodesk/contracts/auth/oauthSecondFactor.contract';
import { ZOAuthErrorParams, ZOAuthErrorResponse, type TOAuthErrorCode } from '@immodesk/contracts/auth/oauthErrors.contract';
import { AppError, isAppError } from '@immodesk/platform/errors';
import type { Services } from '../composition';
import type { AppRouterContext } from '../http/appContext';
import { defineRoute } from '../http/defineRoute';
import { translate } from '../i18n/translate';
import { perAccount, perIp } from '../middleware/rateLimit';
import { SESSION_COOKIE, setSessionCookie } from '../middleware/sessionCookie';

/** Holds the `state` of a sign-in in progress: it proves the provider's answer comes back to the browser that asked. */
export const OAUTH_STATE_COOKIE = 'immodesk_oauth_state';
const OAUTH_COOKIE_PATH = '/api/auth/oauth';
const OAUTH_STATE_MAX_AGE_MS = 10 * 60 * 1000;
/** A social sign-in waiting for the second factor (the token of an `oauth_second_factor` identity token). */
export const OAUTH_PENDING_LOGIN_COOKIE = 'immodesk_oauth_pending';
const OAUTH_PENDING_LOGIN_MAX_AGE_MS = 5 * 60 * 1000;
const AFTER_SIGN_IN = '/dashboard';

/** A provider's answer arrives from the provider's site (Apple: a cross-site POST); its `state` is what protects it. */
export function isOAuthCallbackPath(path: string): boolean {
  return /^\/api\/auth\/oauth\/[a-z]+\/callback$/.test(path);
}

/** The translation key behind each code of `/login?error=<code>`. */
const MESSAGE_KEYS: Record<TOAuthErrorCode, string> = {
  denied: 'oauth.errors.denied',
  invalid_state: 'oauth.errors.invalidState',
  failed: 'oauth.errors.failed',
  provider_unavailable: 'oauth.errors.providerUnavailable',
  email_not_verified: 'oauth.errors.emailNotVerified',
  email_missing: 'oauth.errors.emailMissing',
  identity_linked_elsewhere: 'oauth.errors.identityLinkedElsewhere',
};
const CODE_BY_MESSAGE_KEY = new Map(Object.entries(MESSAGE_KEYS).map(([code, key]) => [key, code as TOAuthErrorCode]));

/** The contract allows any `/path`; browsers read `/\\host` as `//host`, so backslashes and spaces are refused too. */
function safeReturnTo(returnTo: string | undefined): string | null {
  return returnTo && /^\/(?![/\\])[^\\\s]*$/.test(returnTo) ? returnTo : null;
}

function errorCode(error: unknown): TOAuthErrorCode {
  return (isAppError(error) && CODE_BY_MESSAGE_KEY.get(error.messageKey)) || 'failed';
}

/** Reads Apple's form_post answer (a small urlencoded body; the JSON body parser leaves it alone). */
async function readFormBody(ctx: AppRouterContext): Promise<URLSearchParams> {
  if (!ctx.is('application/x-www-form-urlencoded')) return new URLSearchParams();
  let text = '';
  for await (const chunk of ctx.req) {
    text += String(chunk);
    if (text.length > 20_000) throw new AppError('validation_error');
  }
  return new URLSearchParams(text);
}

/** Social sign-in (API.md "Identity and account"): list, start, and the provider's answer. */
export function oauthRoutes(services: Services, options: { secureCookies: boolean }) {
  const social = services.socialSignIn;
  // Apple answers with a cross-site POST, on which browsers send only SameSite=None cookies (https only).
  const stateCookie = { httpOnly: true, path: OAUTH_COOKIE_PATH, secure: options.secureCookies, sameSite: options.secureCookies ? 'none' : 'lax' } as const;
  // Sent only by the login page's own (same-origin) request for the second factor.
  const pendingCookie = { httpOnly: true, path: OAUTH_COOKIE_PATH, secure: options.secureCookies, sameSite: 'lax' } as const;

  async function handleCallback(ctx: AppRouterContext, provider: TSocialProvider, response: URLSearchParams) {
    const browserState = ctx.cookies.get(OAUTH_STATE_COOKIE);
    ctx.cookies.set(OAUTH_STATE_COOKIE, null, stateCookie);
    try {
      const parsed = ZOAuthCallbackQuery.safeParse(Object.fromEntries(response));
      if (!parsed.success) throw new AppError('validation_error', { messageKey: MESSAGE_KEYS.invalid_state });
      const { returnTo, session, pendingLoginToken } = await social.finish({ provider, response, browserState, language: ctx.state.language, userAgent: ctx.get('user-agent') || null });
      if (pendingLoginToken) {
        ctx.cookies.set(OAUTH_PENDING_LOGIN_COOKIE, pendingLoginToken, { ...pendingCookie, maxAge: OAUTH_PENDING_LOGIN_MAX_AGE_MS, overwrite: true });
        const next = new URLSearchParams({ step: OAUTH_SECOND_FACTOR_STEP, ...(returnTo ? { returnTo } : {}) });
        ctx.redirect(`/login?${next.toString()}`);
        return;
      }
      if (session) setSessionCookie(ctx, session.token, options.secureCookies);
      ctx.redirect(returnTo ?? AFTER_SIGN_IN);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'failed') ctx.state.logger.warn({ err: isAppError(error) ? (error.cause ?? error) : error, provider }, 'social sign-in failed');
      ctx.redirect(`/login?error=${code}`);
    }
  }

  return [
    defineRoute({
      method: 'get',
      path: '/api/auth/providers',
      auth: false,
      response: ZListProvidersResponse,
      handler: async () => ({ providers: social.listProviders() }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/oauth/second-factor',
      auth: false,
      input: { body: ZOAuthSecondFactorRequest },
      response: ZOAuthSecondFactorResponse,
      // The same limits as the password login's code step (shared per IP), and per pending login; wrong codes
      // also count toward the account lockout.
      rateLimit: ({ ctx }) => [
        perIp('login-2fa', ctx, 30, 15),
        perAccount('oauth-2fa', ctx.cookies.get(OAUTH_PENDING_LOGIN_COOKIE) ?? 'none', 10, 15),
      ],
      handler: async ({ ctx, body }) => {
        const pendingLoginToken = ctx.cookies.get(OAUTH_PENDING_LOGIN_COOKIE);
        try {
          if (!pendingLoginToken) throw new AppError('unauthenticated', { messageKey: 'errors.secondFactorSignInExpired' });
          const { token, context } = await services.identity.completeSocialSecondFactor({
            pendingLoginToken,
            code: body.code,
            userAgent: ctx.get('user-agent') || null,
            ip: ctx.ip || null,
          });
          ctx.cookies.set(OAUTH_PENDING_LOGIN_COOKIE, null, pendingCookie);
          // Rotation, as at the password login: a session cookie from before is ended, never reused.
          const previous = ctx.cookies.get(SESSION_COOKIE);
          if (previous) await services.identity.logout(previous);
          setSessionCookie(ctx, token, options.secureCookies);
          return services.identity.getCurrentUser(context);
        } catch (error) {
          // A wrong code may be retried with the same pending login; anything else ends it.
          if (!(isAppError(error) && error.code === 'invalid_credentials')) ctx.cookies.set(OAUTH_PENDING_LOGIN_COOKIE, null, pendingCookie);
          throw error;
        }
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/auth/oauth/errors/:code',
      auth: false,
      input: { params: ZOAuthErrorParams },
      response: ZOAuthErrorResponse,
      handler: async ({ ctx, params }) => ({ code: params.code, message: translate(ctx.state.language, MESSAGE_KEYS[params.code]) }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/auth/oauth/:provider/start',
      auth: false,
      input: { params: ZOAuthProviderParams, query: ZOAuthStartQuery },
      handler: async ({ ctx, params, query }) => {
        const signedIn = await ctx.state.session();
        try {
          const { redirectUrl, state } = await social.start({ provider: params.provider, returnTo: safeReturnTo(query.returnTo), signedIn });
          ctx.cookies.set(OAUTH_STATE_COOKIE, state, { ...stateCookie, maxAge: OAUTH_STATE_MAX_AGE_MS, overwrite: true });
          ctx.redirect(redirectUrl);
        } catch (error) {
          if (isAppError(error) && error.code === 'not_found') throw error;
          ctx.state.logger.warn({ err: isAppError(error) ? (error.cause ?? error) : error, provider: params.provider }, 'social sign-in could not start');
          ctx.redirect(`/login?error=${isAppError(error) ? errorCode(error) : 'failed'}`);
        }
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/auth/oauth/:provider/callback',
      auth: false,
      input: { params: ZOAuthProviderParams },
      handler: async ({ ctx, params }) => handleCallback(ctx, params.provider, new URLSearchParams(ctx.querystring)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/oauth/:provider/callback',
      auth: false,
      input: { params: ZOAuthProviderParams },
      handler: async ({ ctx, params }) => handleCallback(ctx, params.provider, await readFormBody(ctx)),
    }),
  ];
}
