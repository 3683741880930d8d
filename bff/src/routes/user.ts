import { ZCancelEmailChangeRequest, ZCancelEmailChangeResponse } from '@immodesk/contracts/auth/cancelEmailChange.contract';
import { ZChangePasswordRequest } from '@immodesk/contracts/user/changePassword.contract';
import { REQUEST_REAUTHENTICATION_CODE_PATH, ZRequestReauthenticationCodeRequest } from '@immodesk/contracts/user/requestReauthenticationCode.contract';
import { ZListSessionsResponse, ZSessionParams } from '@immodesk/contracts/user/sessions.contract';
import {
  ZDisableTwoFactorRequest,
  ZEnableTwoFactorRequest,
  ZEnableTwoFactorResponse,
  ZTwoFactorSetupRequest,
  ZTwoFactorSetupResponse,
} from '@immodesk/contracts/user/twoFactor.contract';
import { ZUpdateProfileRequest, ZUpdateProfileResponse } from '@immodesk/contracts/user/updateProfile.contract';
import {
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_PATH,
  ZDeleteProfilePhotoResponse,
  ZGetProfilePhotoQuery,
  ZUploadProfilePhotoResponse,
} from '@immodesk/contracts/user/profilePhoto.contract';
import { AppError } from '@immodesk/platform/errors';
import { clientInfo } from '../http/clientInfo';
import { defineRoute } from '../http/defineRoute';
import { readMultipartForm } from '../http/readMultipartForm';
import { perIp, perUser } from '../middleware/rateLimit';
import { setSessionCookie } from '../middleware/sessionCookie';
import { notifySecurityEvent } from '../notifications/securityNotifications';
import type { Services } from '../composition';

/**
 * Settings → account: the signed-in user's own sessions, profile, password and two-factor, and the owner's way
 * back from a change of e-mail address (the cancel link mailed to the old address).
 */
export function userRoutes(services: Pick<Services, 'identity' | 'messaging'>, options: { secureCookies: boolean }) {
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
      // Each e-mail change sends two mails.
      rateLimit: ({ session }) => [perUser('profile', session.userId, 30, 15)],
      handler: ({ ctx, session, body }) => services.identity.updateProfile(session, body, clientInfo(ctx)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/email-change/cancel',
      auth: false,
      input: { body: ZCancelEmailChangeRequest },
      response: ZCancelEmailChangeResponse,
      rateLimit: ({ ctx }) => [perIp('email-change-cancel', ctx, 30, 15)],
      handler: async ({ ctx, body }) => {
        // The browser that opens the link stays signed in when it is the owner's; every other session ends.
        const current = await ctx.state.session();
        return services.identity.cancelEmailChange({ token: body.token, keepSessionId: current?.sessionId ?? null });
      },
    }),
    defineRoute({
      method: 'post',
      path: REQUEST_REAUTHENTICATION_CODE_PATH,
      auth: true,
      input: { body: ZRequestReauthenticationCodeRequest },
      rateLimit: ({ ctx, session }) => [perIp('reauthentication-code', ctx, 20, 15), perUser('reauthentication-code', session.userId, 5, 15)],
      handler: ({ session }) => services.identity.requestReauthenticationCode(session),
    }),
    // multipart/form-data `file`: JPEG, PNG or WebP (by content), at most 5 MB.
    defineRoute({
      method: 'post',
      path: PROFILE_PHOTO_PATH,
      auth: true,
      response: ZUploadProfilePhotoResponse,
      rateLimit: ({ session }) => [perUser('profile-photo', session.userId, 30, 15)],
      handler: async ({ ctx, session }) => {
        const { file } = await readMultipartForm(ctx, PROFILE_PHOTO_MAX_BYTES);
        if (!file) throw new AppError('validation_error', { details: { file: 'validation.required' } });
        return services.identity.setProfilePhoto(session, file);
      },
    }),
    defineRoute({
      method: 'delete',
      path: PROFILE_PHOTO_PATH,
      auth: true,
      response: ZDeleteProfilePhotoResponse,
      handler: ({ session }) => services.identity.removeProfilePhoto(session),
    }),
    // Always the signed-in user's own photo: there is no id in the path, so no one else's can be asked for.
    defineRoute({
      method: 'get',
      path: PROFILE_PHOTO_PATH,
      auth: true,
      input: { query: ZGetProfilePhotoQuery },
      handler: async ({ ctx, session }) => {
        const photo = await services.identity.getProfilePhoto(session);
        ctx.set('Content-Type', photo.mimeType);
        if (photo.sizeBytes !== null) ctx.set('Content-Length', String(photo.sizeBytes));
        ctx.set('Content-Disposition', 'inline');
        ctx.set('Last-Modified', photo.updatedAt.toUTCString());
        // The URL changes with every photo (`?v=`), so the browser may keep this one; never a shared cache.
        ctx.set('Cache-Control', 'private, max-age=86400');
        ctx.set('X-Content-Type-Options', 'nosniff');
        ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
        ctx.body = photo.stream;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/user/password',
      auth: true,
      input: { body: ZChangePasswordRequest },
      rateLimit: ({ ctx, session }) => [perIp('change-password', ctx, 50, 15), perUser('change-password', session.userId, 10, 15)],
      handler: async ({ ctx, session, body }) => {
        const { token } = await services.identity.changePassword(session, body, clientInfo(ctx));
        setSessionCookie(ctx, token, options.secureCookies);
        await notifySecurityEvent(services, ctx.state.logger, session, { kind: 'passwordChanged' });
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/user/2fa/setup',
      auth: true,
      input: { body: ZTwoFactorSetupRequest },
      response: ZTwoFactorSetupResponse,
      rateLimit: ({ ctx, session }) => [perIp('2fa-setup', ctx, 30, 15), perUser('2fa-setup', session.userId, 10, 15)],
      handler: async ({ ctx, session, body }) => {
        ctx.set('Cache-Control', 'no-store');
        return services.identity.setUpTwoFactor(session, body, clientInfo(ctx));
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
        const { token, recoveryCodes } = await services.identity.enableTwoFactor(session, body, clientInfo(ctx));
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
        await services.identity.disableTwoFactor(session, body, clientInfo(ctx));
        await notifySecurityEvent(services, ctx.state.logger, session, { kind: 'twoFactorDisabled' });
      },
    }),
  ];
}
