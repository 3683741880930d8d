import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import {
  ZListProvidersResponse,
  ZOAuthCallbackQuery,
  ZOAuthProviderParams,
  ZOAuthStartQuery,
  type TSocialProvider,
} from '@immodesk/contracts/auth/providers.contract';
import {
  OAUTH_SECOND_FACTOR_STEP,
  ZOAuthSecondFactorRequest,
  ZOAuthSecondFactorResponse,
} from '@immodesk/contracts/auth/oauthSecondFactor.contract';
import { ZOAuthErrorParams, ZOAuthErrorResponse } from '@immodesk/contracts/auth/oauthErrors.contract';
import { ZIdentityParams, ZListIdentitiesResponse } from '@immodesk/contracts/user/identities.contract';
import { AppError, isAppError } from '@immodesk/platform/errors';
import type { Services } from '../composition';
import type { AppRouterContext, AppState } from '../http/appContext';
import { publicRoute, signedIn } from '../http/routeShorthands';
import {
  clearPendingLoginCookie,
  OAUTH_COOKIE_PATH,
  OAUTH_PENDING_LOGIN_COOKIE,
  setPendingLoginCookie,
  signInRequest,
} from '../http/signInHttp';
import { limitPerIp, limitPerUser, perAccount, perIp } from '../middleware/rateLimit';
import { OAUTH_ERROR_MESSAGE_KEYS, oauthErrorCode, presentOAuthError } from '../presenters/oauthErrors';
import { setSessionCookie } from '../middleware/sessionCookie';
import { signInWithProviderAnswer, signInWithSecondFactor } from '../use-cases/signIn';

/** Holds the `state` of a sign-in in progress: it proves the provider's answer comes back to the browser that asked. */
export const OAUTH_STATE_COOKIE = 'immodesk_oauth_state';
const OAUTH_STATE_MAX_AGE_MS = 10 * 60 * 1000;
const AFTER_SIGN_IN = '/dashboard';

/** A provider's answer arrives from the provider's site (Apple: a cross-site POST); its `state` is what protects it. */
export function isOAuthCallbackPath(path: string): boolean {
  return /^\/api\/auth\/oauth\/[a-z]+\/callback$/.test(path);
}

const formBody = bodyParser({ enableTypes: ['form'], formLimit: '20kb' });
/** Parses Apple's form_post answer (urlencoded), on the callback path only; every other body stays JSON-only. */
export const oauthFormPostBody: Middleware<AppState> = (ctx, next) =>
  ctx.method === 'POST' && isOAuthCallbackPath(ctx.path) ? formBody(ctx, next) : next();

/** The contract allows any `/path`; browsers read `/\\host` as `//host`, so backslashes and spaces are refused too. */
function safeReturnTo(returnTo: string | undefined): string | null {
  return returnTo && /^\/(?![/\\])[^\\\s]*$/.test(returnTo) ? returnTo : null;
}

function formFields(body: unknown): URLSearchParams {
  const fields = typeof body === 'object' && body !== null ? Object.entries(body) : [];
  return new URLSearchParams(
    fields.filter((field): field is [string, string] => typeof field[1] === 'string'),
  );
}

/** Social sign-in (API.md "Identity and account"): list, start, the provider's answer, and the linked providers. */
export function oauthRoutes(
  services: Pick<Services, 'identity' | 'messaging' | 'socialSignIn' | 'notificationChannels'>,
  options: { secureCookies: boolean },
) {
  const { identity, socialSignIn } = services;
  // Apple answers with a cross-site POST, on which browsers send only SameSite=None cookies (https only).
  const stateCookie = {
    httpOnly: true,
    path: OAUTH_COOKIE_PATH,
    secure: options.secureCookies,
    sameSite: options.secureCookies ? 'none' : 'lax',
  } as const;

  async function handleCallback(ctx: AppRouterContext, provider: TSocialProvider, response: URLSearchParams) {
    const browserState = ctx.cookies.get(OAUTH_STATE_COOKIE);
    ctx.cookies.set(OAUTH_STATE_COOKIE, null, stateCookie);
    try {
      if (!ZOAuthCallbackQuery.safeParse(Object.fromEntries(response)).success)
        throw new AppError('validation_error', { messageKey: OAUTH_ERROR_MESSAGE_KEYS.invalid_state });
      const { returnTo, outcome } = await signInWithProviderAnswer(services, signInRequest(ctx), {
        provider,
        response,
        browserState,
        language: ctx.state.language,
      });
      if (outcome.status === 'second_factor_required') {
        setPendingLoginCookie(ctx, outcome.pendingLoginToken, options.secureCookies);
        ctx.redirect(
          `/login?${new URLSearchParams({ step: OAUTH_SECOND_FACTOR_STEP, ...(returnTo ? { returnTo } : {}) }).toString()}`,
        );
        return;
      }
      if (outcome.status === 'signed_in') setSessionCookie(ctx, outcome.sessionToken, options.secureCookies);
      ctx.redirect(returnTo ?? AFTER_SIGN_IN);
    } catch (error) {
      const code = oauthErrorCode(error);
      if (code === 'failed')
        ctx.state.logger.warn(
          { err: isAppError(error) ? (error.cause ?? error) : error, provider },
          'social sign-in failed',
        );
      ctx.redirect(`/login?error=${code}`);
    }
  }

  return [
    publicRoute.get('/api/auth/providers', { response: ZListProvidersResponse }, async () => ({
      providers: socialSignIn.listProviders(),
    })),
    publicRoute.post(
      '/api/auth/oauth/second-factor',
      {
        body: ZOAuthSecondFactorRequest,
        response: ZOAuthSecondFactorResponse,
        // The same limits as the password login's code step (shared per IP), and per pending login; wrong codes
        // also count toward the lockout.
        rateLimit: ({ ctx }) => [
          perIp('login-2fa', ctx, 30, 15),
          perAccount('oauth-2fa', ctx.cookies.get(OAUTH_PENDING_LOGIN_COOKIE) ?? 'none', 10, 15),
        ],
      },
      async ({ ctx, body }) => {
        const pendingLoginToken = ctx.cookies.get(OAUTH_PENDING_LOGIN_COOKIE);
        try {
          if (!pendingLoginToken)
            throw new AppError('unauthenticated', { messageKey: 'errors.secondFactorSignInExpired' });
          const { sessionToken, user } = await signInWithSecondFactor(services, signInRequest(ctx), {
            pendingLoginToken,
            code: body.code,
          });
          clearPendingLoginCookie(ctx, options.secureCookies);
          setSessionCookie(ctx, sessionToken, options.secureCookies);
          return user;
        } catch (error) {
          // A wrong code may be retried with the same pending login; anything else ends it.
          if (!(isAppError(error) && error.code === 'invalid_credentials'))
            clearPendingLoginCookie(ctx, options.secureCookies);
          throw error;
        }
      },
    ),
    publicRoute.get(
      '/api/auth/oauth/errors/:code',
      { params: ZOAuthErrorParams, response: ZOAuthErrorResponse },
      async ({ ctx, params }) => presentOAuthError(params.code, ctx.state.language),
    ),
    publicRoute.get(
      '/api/auth/oauth/:provider/start',
      {
        params: ZOAuthProviderParams,
        query: ZOAuthStartQuery,
        // Each start stores a state row and costs a discovery round trip: bounded per client address.
        rateLimit: limitPerIp('oauth-start', 30, 15),
      },
      async ({ ctx, params, query }) => {
        const signedInUser = await ctx.state.session();
        try {
          const { redirectUrl, state } = await socialSignIn.start({
            provider: params.provider,
            returnTo: safeReturnTo(query.returnTo),
            signedIn: signedInUser,
          });
          ctx.cookies.set(OAUTH_STATE_COOKIE, state, {
            ...stateCookie,
            maxAge: OAUTH_STATE_MAX_AGE_MS,
            overwrite: true,
          });
          ctx.redirect(redirectUrl);
        } catch (error) {
          if (isAppError(error) && error.code === 'not_found') throw error;
          ctx.state.logger.warn(
            { err: isAppError(error) ? (error.cause ?? error) : error, provider: params.provider },
            'social sign-in could not start',
          );
          ctx.redirect(`/login?error=${isAppError(error) ? oauthErrorCode(error) : 'failed'}`);
        }
      },
    ),
    publicRoute.get(
      '/api/auth/oauth/:provider/callback',
      { params: ZOAuthProviderParams },
      async ({ ctx, params }) => handleCallback(ctx, params.provider, new URLSearchParams(ctx.querystring)),
    ),
    publicRoute.post(
      '/api/auth/oauth/:provider/callback',
      { params: ZOAuthProviderParams },
      async ({ ctx, params }) => handleCallback(ctx, params.provider, formFields(ctx.request.body)),
    ),
    signedIn.get('/api/user/identities', { response: ZListIdentitiesResponse }, async ({ session }) => ({
      items: await identity.listLinkedIdentities(session),
    })),
    signedIn.delete(
      '/api/user/identities/:id',
      {
        params: ZIdentityParams,
        rateLimit: limitPerUser('unlink-identity', 20, 15),
      },
      ({ session, params }) => identity.unlinkIdentity(session, params.id),
    ),
  ];
}
