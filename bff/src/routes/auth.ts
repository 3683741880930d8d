import { ZGetCurrentUserResponse } from '@immodesk/contracts/auth/getCurrentUser.contract';
import { ZLoginRequest, ZLoginResponse } from '@immodesk/contracts/auth/login.contract';
import { ZForgotPasswordRequest, ZResetPasswordRequest } from '@immodesk/contracts/auth/passwordReset.contract';
import { ZSignupRequest, ZSignupResponse } from '@immodesk/contracts/auth/signup.contract';
import { ZResendVerificationRequest, ZVerifyEmailRequest, ZVerifyEmailResponse } from '@immodesk/contracts/auth/verifyEmail.contract';
import { defineRoute } from '../http/defineRoute';
import { perAccount, perIp } from '../middleware/rateLimit';
import { notifySecurityEvent } from '../notifications/securityNotifications';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../middleware/sessionCookie';
import type { Services } from '../composition';

export function authRoutes(services: Services, options: { secureCookies: boolean }) {
  return [
    defineRoute({
      method: 'post',
      path: '/api/auth/signup',
      auth: false,
      rateLimit: ({ ctx, body }) => [perIp('signup', ctx, 10, 60), perAccount('signup', body.email, 5, 60)],
      status: 201,
      input: { body: ZSignupRequest },
      response: ZSignupResponse,
      handler: ({ ctx, body }) => services.identity.signUp({ ...body, language: body.language ?? ctx.state.language }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/verify-email',
      auth: false,
      rateLimit: ({ ctx }) => [perIp('verify-email', ctx, 30, 15)],
      input: { body: ZVerifyEmailRequest },
      response: ZVerifyEmailResponse,
      handler: ({ body }) => services.identity.verifyEmail(body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/resend-verification',
      auth: false,
      rateLimit: ({ ctx, body }) => [perIp('resend', ctx, 10, 15), perAccount('resend', body.email, 5, 60)],
      input: { body: ZResendVerificationRequest },
      handler: async ({ body }) => {
        await services.identity.resendVerification(body);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/forgot-password',
      auth: false,
      input: { body: ZForgotPasswordRequest },
      rateLimit: ({ ctx, body }) => [perIp('forgot-password', ctx, 10, 15), perAccount('forgot-password', body.email, 5, 60)],
      handler: async ({ body }) => {
        await services.identity.requestPasswordReset(body);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/reset-password',
      auth: false,
      input: { body: ZResetPasswordRequest },
      rateLimit: ({ ctx }) => [perIp('reset-password', ctx, 20, 15)],
      handler: async ({ ctx, body }) => {
        const context = await services.identity.resetPassword(body);
        await notifySecurityEvent(services, ctx.state.logger, context, { kind: 'passwordReset' });
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/login',
      auth: false,
      rateLimit: ({ ctx, body }) => [
        perIp('login', ctx, 50, 15),
        perAccount('login', body.email, 30, 15),
        // The two-factor code step: on top of the lockout, which counts wrong codes too.
        ...(body.totpCode || body.recoveryCode ? [perIp('login-2fa', ctx, 30, 15), perAccount('login-2fa', body.email, 10, 15)] : []),
      ],
      input: { body: ZLoginRequest },
      response: ZLoginResponse,
      handler: async ({ ctx, body }) => {
        const { token, context, newDevice } = await services.identity.login({
          email: body.email,
          password: body.password,
          totpCode: body.totpCode,
          recoveryCode: body.recoveryCode,
          userAgent: ctx.get('user-agent') || null, ip: ctx.ip || null });
        // Rotation: a session cookie from before this login is ended, never reused.
        const previous = ctx.cookies.get(SESSION_COOKIE);
        if (previous) await services.identity.logout(previous);
        setSessionCookie(ctx, token, options.secureCookies);
        if (newDevice) await notifySecurityEvent(services, ctx.state.logger, context, { kind: 'newDeviceSignIn', device: newDevice });
        return services.identity.getCurrentUser(context);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/auth/user',
      auth: true,
      response: ZGetCurrentUserResponse,
      handler: async ({ ctx, session }) => {
        ctx.set('Cache-Control', 'no-store');
        return services.identity.getCurrentUser(session);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/logout',
      auth: false,
      handler: async ({ ctx }) => {
        const token = ctx.cookies.get(SESSION_COOKIE);
        const session = token ? await ctx.state.session() : null;
        const user = session ? await services.identity.getCurrentUser(session).catch(() => null) : null;
        if (token) await services.identity.logout(token);
        clearSessionCookie(ctx);
        ctx.redirect(`/${user?.language ?? ctx.state.language}`);
      },
    }),
  ];
}
