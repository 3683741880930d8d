import { ZGetCurrentUserResponse } from '@immodesk/contracts/auth/getCurrentUser.contract';
import { ZLoginRequest, ZLoginResponse } from '@immodesk/contracts/auth/login.contract';
import {
  ZConsumeLoginLinkRequest,
  ZConsumeLoginLinkResponse,
  ZRequestLoginLinkRequest,
} from '@immodesk/contracts/auth/loginLink.contract';
import {
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
} from '@immodesk/contracts/auth/passwordReset.contract';
import { ZSignupRequest, ZSignupResponse } from '@immodesk/contracts/auth/signup.contract';
import {
  ZResendVerificationRequest,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from '@immodesk/contracts/auth/verifyEmail.contract';
import { AppError } from '@immodesk/platform/errors';
import type { Services } from '../composition';
import { publicRoute, signedIn } from '../http/routeShorthands';
import { setPendingLoginCookie, signInRequest } from '../http/signInHttp';
import { limitPerIp, limitPerIpAndAccount, perAccount, perIp } from '../middleware/rateLimit';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../middleware/sessionCookie';
import { clientNetwork } from '../middleware/clientNetwork';
import { resetPassword } from '../use-cases/resetPassword';
import { signInWithLoginLink, signInWithPassword } from '../use-cases/signIn';
import { signUp } from '../use-cases/signUp';
import { signOut } from '../use-cases/signOut';

export function authRoutes(
  services: Pick<Services, 'identity' | 'messaging' | 'socialSignIn' | 'notificationChannels'>,
  options: { secureCookies: boolean },
) {
  const { identity } = services;
  return [
    publicRoute.post(
      '/api/auth/signup',
      {
        body: ZSignupRequest,
        response: ZSignupResponse,
        status: 201,
        rateLimit: limitPerIpAndAccount('signup', { ip: [10, 60], account: [5, 60] }),
      },
      ({ ctx, body }) =>
        signUp(
          { ...services, logger: ctx.state.logger },
          { ...body, language: body.language ?? ctx.state.language },
        ),
    ),
    publicRoute.post(
      '/api/auth/verify-email',
      {
        body: ZVerifyEmailRequest,
        response: ZVerifyEmailResponse,
        rateLimit: limitPerIp('verify-email', 30, 15),
      },
      ({ body }) => identity.verifyEmail(body),
    ),
    publicRoute.post(
      '/api/auth/resend-verification',
      {
        body: ZResendVerificationRequest,
        rateLimit: limitPerIpAndAccount('resend', { ip: [10, 15], account: [5, 60] }),
      },
      ({ body }) => identity.resendVerification(body),
    ),
    publicRoute.post(
      '/api/auth/forgot-password',
      {
        body: ZForgotPasswordRequest,
        rateLimit: limitPerIpAndAccount('forgot-password', { ip: [10, 15], account: [5, 60] }),
      },
      ({ body }) => identity.requestPasswordReset(body),
    ),
    publicRoute.post(
      '/api/auth/reset-password',
      { body: ZResetPasswordRequest, rateLimit: limitPerIp('reset-password', 20, 15) },
      ({ ctx, body }) => resetPassword({ ...services, logger: ctx.state.logger }, body),
    ),
    publicRoute.post(
      '/api/auth/login',
      {
        body: ZLoginRequest,
        response: ZLoginResponse,
        // Per account only together with the client address: a stranger elsewhere must not use up the owner's quota.
        rateLimit: ({ ctx, body }) => [
          perIp('login', ctx, 50, 15),
          perAccount(`login:${clientNetwork(ctx.ip)}`, body.email, 30, 15),
          // The two-factor code step: on top of the lockout, which counts wrong codes too.
          ...(body.totpCode || body.recoveryCode
            ? [
                perIp('login-2fa', ctx, 30, 15),
                perAccount(`login-2fa:${clientNetwork(ctx.ip)}`, body.email, 10, 15),
              ]
            : []),
        ],
      },
      async ({ ctx, body }) => {
        const { sessionToken, user } = await signInWithPassword(services, signInRequest(ctx), body);
        setSessionCookie(ctx, sessionToken, options.secureCookies);
        return user;
      },
    ),
    publicRoute.post(
      '/api/auth/login-link',
      {
        body: ZRequestLoginLinkRequest,
        // Per address in windows as long as a link lives: whoever uses up an address's quota has just mailed its
        // owner links that stay valid until the next window opens, so the owner is never without a way in.
        rateLimit: limitPerIpAndAccount('login-link', { ip: [10, 15], account: [5, 15] }),
      },
      ({ body }) => identity.requestLoginLink(body),
    ),
    publicRoute.post(
      '/api/auth/login-link/consume',
      {
        body: ZConsumeLoginLinkRequest,
        response: ZConsumeLoginLinkResponse,
        rateLimit: limitPerIp('login-link-consume', 30, 15),
      },
      async ({ ctx, body }) => {
        const outcome = await signInWithLoginLink(services, signInRequest(ctx), body.token);
        if (outcome.status === 'second_factor_required') {
          // The code goes to POST /api/auth/oauth/second-factor, as after a provider.
          setPendingLoginCookie(ctx, outcome.pendingLoginToken, options.secureCookies);
          throw new AppError('totp_required');
        }
        setSessionCookie(ctx, outcome.sessionToken, options.secureCookies);
        return outcome.user;
      },
    ),
    signedIn.get('/api/auth/user', { response: ZGetCurrentUserResponse, noStore: true }, ({ session }) =>
      identity.getCurrentUser(session),
    ),
    publicRoute.get('/api/logout', {}, async ({ ctx }) => {
      const sessionToken = ctx.cookies.get(SESSION_COOKIE);
      const language = await signOut(
        identity,
        { sessionToken, session: sessionToken ? await ctx.state.session() : null },
        ctx.state.language,
      );
      clearSessionCookie(ctx);
      ctx.redirect(`/${language}`);
    }),
  ];
}
