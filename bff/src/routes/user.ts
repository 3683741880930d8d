import { ZChangePasswordRequest } from '@immodesk/contracts/user/changePassword.contract';
import { ZListSessionsResponse, ZSessionParams } from '@immodesk/contracts/user/sessions.contract';
import { ZDisableTwoFactorRequest, ZEnableTwoFactorRequest, ZEnableTwoFactorResponse, ZTwoFactorSetupResponse } from '@immodesk/contracts/user/twoFactor.contract';
import { ZUpdateProfileRequest, ZUpdateProfileResponse } from '@immodesk/contracts/user/updateProfile.contract';
import { defineRoute } from '../http/defineRoute';
import { perIp, perUser } from '../middleware/rateLimit';
import { setSessionCookie } from '../middleware/sessionCookie';
import { notifySecurityEvent } from '../notifications/securityNotifications';
import type { Services } from '../composition';

/** Settings → account: the signed-in user's own sessions, profile, password and two-factor. */
export function userRoutes(services: Services, options: { secureCookies: boolean }) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/user/sessions',
      auth: true,
      response: ZListSessionsResponse,
      handler: async ({ ctx, session }) => {
        ctx.set('Cache-Control', 'no-store');
        return services.identity.listSessions(session);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/api/user/sessions/:id',
      auth: true,
      input: { params: ZSessionParams },
      handler: ({ session, params }) => services.identity.endSession(session, params.id),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/user/sessions',
      auth: true,
      handler: ({ session }) => services.identity.endOtherSessions(session),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/user/profile',
      auth: true,
      input: { body: ZUpdateProfileRequest },
      response: ZUpdateProfileResponse,
      // Each e-mail change sends a mail.
      rateLimit: ({ session }) => [perUser('profile', session.userId, 30, 15)],
      handler: ({ session, body }) => services.identity.updateProfile(session, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/user/password',
      auth: true,
      input: { body: ZChangePasswordRequest },
      rateLimit: ({ ctx, session }) => [perIp('change-password', ctx, 50, 15), perUser('change-password', session.userId, 10, 15)],
      handler: async ({ ctx, session, body }) => {
        const { token } = await services.identity.changePassword(session, { ...body, userAgent: ctx.get('user-agent') || null });
        setSessionCookie(ctx, token, options.secureCookies);
        await notifySecurityEvent(services, ctx.state.logger, session, { kind: 'passwordChanged' });
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/user/2fa/setup',
      auth: true,
      response: ZTwoFactorSetupResponse,
      rateLimit: ({ ctx, session }) => [perIp('2fa-setup', ctx, 30, 15), perUser('2fa-setup', session.userId, 10, 15)],
      handler: async ({ ctx, session }) => {
        ctx.set('Cache-Control', 'no-store');
        return services.identity.setUpTwoFactor(session);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/user/2fa/enable',
      auth: true,
      input: { body: ZEnableTwoFactorRequest },
      response: ZEnableTwoFactorResponse,
      rateLimit: ({ ctx, session }) => [perIp('2fa-enable', ctx, 30, 15), perUser('2fa-enable', session.userId, 10, 15)],
      handler: async ({ ctx, session, body }) => {
        const { token, recoveryCodes } = await services.identity.enableTwoFactor(session, { code: body.code, userAgent: ctx.get('user-agent') || null });
        setSessionCookie(ctx, token, options.secureCookies);
        await notifySecurityEvent(services, ctx.state.logger, session, { kind: 'twoFactorEnabled' });
        ctx.set('Cache-Control', 'no-store');
        return { recoveryCodes };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/user/2fa/disable',
      auth: true,
      input: { body: ZDisableTwoFactorRequest },
      rateLimit: ({ ctx, session }) => [perIp('2fa-disable', ctx, 30, 15), perUser('2fa-disable', session.userId, 10, 15)],
      handler: async ({ ctx, session, body }) => {
        await services.identity.disableTwoFactor(session, body);
        await notifySecurityEvent(services, ctx.state.logger, session, { kind: 'twoFactorDisabled' });
      },
    }),
  ];
}
