import { ZGetCurrentUserResponse } from '@immodesk/contracts/auth/getCurrentUser.contract';
import { ZLoginRequest, ZLoginResponse } from '@immodesk/contracts/auth/login.contract';
import { ZConsumeLoginLinkRequest, ZConsumeLoginLinkResponse, ZRequestLoginLinkRequest } from '@immodesk/contracts/auth/loginLink.contract';
import { ZForgotPasswordRequest, ZResetPasswordRequest } from '@immodesk/contracts/auth/passwordReset.contract';
import { ZSignupRequest, ZSignupResponse } from '@immodesk/contracts/auth/signup.contract';
import { ZResendVerificationRequest, ZVerifyEmailRequest, ZVerifyEmailResponse } from '@immodesk/contracts/auth/verifyEmail.contract';
import { AppError } from '@immodesk/platform/errors';
import type { Services } from '../composition';
import { defineRoute } from '../http/defineRoute';
import { setPendingLoginCookie, signInRequest } from '../http/signInHttp';
import { perAccount, perIp } from '../middleware/rateLimit';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../middleware/sessionCookie';
import { resetPassword } from '../use-cases/resetPassword';
import { signInWithLoginLink, signInWithPassword } from '../use-cases/signIn';
import { signOut } from '../use-cases/signOut';

export function authRoutes(services: Pick<Services, 'identity' | 'messaging' | 'socialSignIn'>, options: { secureCookies: boolean }) {
  const { identity } = services;
  return [
    defineRoute({
      method: 'post',
      path: '/api/auth/signup',
      auth: false,
      rateLimit: ({ ctx, body }) => [perIp('signup', ctx, 10, 60), perAccount('signup', body.email, 5, 60)],
      status: 201,
      input: { body: ZSignupRequest },
      response: ZSignupResponse,
      handler: ({ ctx, body }) => identity.signUp({ ...body, language: body.language ?? ctx.state.language }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/verify-email',
      auth: false,
      rateLimit: ({ ctx }) => [perIp('verify-email', ctx, 30, 15)],
      input: { body: ZVerifyEmailRequest },
      response: ZVerifyEmailResponse,
      handler: ({ body }) => identity.verifyEmail(body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/resend-verification',
      auth: false,
      rateLimit: ({ ctx, body }) => [perIp('resend', ctx, 10, 15), perAccount('resend', body.email, 5, 60)],
      input: { body: ZResendVerificationRequest },
      handler: async ({ body }) => {
        await identity.resendVerification(body);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/forgot-password',
      auth: false,
      input: { body: ZForgotPasswordRequest },
      rateLimit: ({ ctx, body }) => [perIp('forgot-password', ctx, 10, 15), perAccount('forgot-password', body.email, 5, 60)],
      handler: async ({ body }) => {
        await identity.requestPasswordReset(body);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/reset-password',
      auth: false,
      input: { body: ZResetPasswordRequest },
      rateLimit: ({ ctx }) => [perIp('reset-password', ctx, 20, 15)],
      handler: ({ ctx, body }) => resetPassword({ ...services, logger: ctx.state.logger }, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/login',
      auth: false,
      // Per account only together with the client address: a stranger elsewhere must not use up the owner's quota.
      rateLimit: ({ ctx, body }) => [
        perIp('login', ctx, 50, 15),
        perAccount(`login:${ctx.ip}`, body.email, 30, 15),
        // The two-factor code step: on top of the lockout, which counts wrong codes too.
        ...(body.totpCode || body.recoveryCode ? [perIp('login-2fa', ctx, 30, 15), perAccount(`login-2fa:${ctx.ip}`, body.email, 10, 15)] : []),
      ],
      input: { body: ZLoginRequest },
      response: ZLoginResponse,
      handler: async ({ ctx, body }) => {
        const { sessionToken, user } = await signInWithPassword(services, signInRequest(ctx), body);
        setSessionCookie(ctx, sessionToken, options.secureCookies);
        return user;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/login-link',
      auth: false,
      input: { body: ZRequestLoginLinkRequest },
      // Per address in windows as long as a link lives: whoever uses up an address's quota has just mailed its
      // owner links that stay valid until the next window opens, so the owner is never without a way in.
      rateLimit: ({ ctx, body }) => [perIp('login-link', ctx, 10, 15), perAccount('login-link', body.email, 5, 15)],
      handler: async ({ body }) => {
        await identity.requestLoginLink(body);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/login-link/consume',
      auth: false,
      input: { body: ZConsumeLoginLinkRequest },
      response: ZConsumeLoginLinkResponse,
      rateLimit: ({ ctx }) => [perIp('login-link-consume', ctx, 30, 15)],
      handler: async ({ ctx, body }) => {
        const signedIn = await signInWithLoginLink(services, signInRequest(ctx), body.token);
        if (signedIn.status === 'second_factor_required') {
          // The code goes to POST /api/auth/oauth/second-factor, as after a provider.
          setPendingLoginCookie(ctx, signedIn.pendingLoginToken, options.secureCookies);
          throw new AppError('totp_required');
        }
        setSessionCookie(ctx, signedIn.sessionToken, options.secureCookies);
        return signedIn.user;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/auth/user',
      auth: true,
      response: ZGetCurrentUserResponse,
      handler: async ({ ctx, session }) => {
        ctx.set('Cache-Control', 'no-store');
        return identity.getCurrentUser(session);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/logout',
      auth: false,
      handler: async ({ ctx }) => {
        const sessionToken = ctx.cookies.get(SESSION_COOKIE);
        const language = await signOut(identity, { sessionToken, session: sessionToken ? await ctx.state.session() : null }, ctx.state.language);
        clearSessionCookie(ctx);
        ctx.redirect(`/${language}`);
      },
    }),
  ];
}
