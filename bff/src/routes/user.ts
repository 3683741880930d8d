import {
  ZCancelEmailChangeRequest,
  ZCancelEmailChangeResponse,
} from '@immodesk/contracts/auth/cancelEmailChange.contract';
import { ZChangePasswordRequest } from '@immodesk/contracts/user/changePassword.contract';
import {
  REQUEST_REAUTHENTICATION_CODE_PATH,
  ZRequestReauthenticationCodeRequest,
} from '@immodesk/contracts/user/requestReauthenticationCode.contract';
import { ZListSessionsResponse, ZSessionParams } from '@immodesk/contracts/user/sessions.contract';
import {
  ZDisableTwoFactorRequest,
  ZEnableTwoFactorRequest,
  ZEnableTwoFactorResponse,
  ZTwoFactorSetupRequest,
  ZTwoFactorSetupResponse,
} from '@immodesk/contracts/user/twoFactor.contract';
import {
  ZUpdateProfileRequest,
  ZUpdateProfileResponse,
} from '@immodesk/contracts/user/updateProfile.contract';
import {
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_PATH,
  ZDeleteProfilePhotoResponse,
  ZGetProfilePhotoQuery,
  ZUploadProfilePhotoResponse,
} from '@immodesk/contracts/user/profilePhoto.contract';
import { clientInfo } from '../http/clientInfo';
import { readUpload } from '../http/readUpload';
import { publicRoute, signedIn } from '../http/routeShorthands';
import { limitPerIp, limitPerIpAndUser, limitPerUser } from '../middleware/rateLimit';
import { setSessionCookie } from '../middleware/sessionCookie';
import { sendOwnImage } from '../http/sendFile';
import type { AppContext } from '../http/appContext';
import type { Services } from '../composition';
import { changePassword } from '../use-cases/changePassword';
import { disableTwoFactor } from '../use-cases/disableTwoFactor';
import { enableTwoFactor } from '../use-cases/enableTwoFactor';

/**
 * Settings → account: the signed-in user's own sessions, profile, password and two-factor, and the owner's way
 * back from a change of e-mail address (the cancel link mailed to the old address).
 */
export function userRoutes(
  services: Pick<Services, 'identity' | 'messaging' | 'notificationChannels'>,
  options: { secureCookies: boolean },
) {
  const { identity } = services;
  const securityChange = (ctx: AppContext) => ({ ...services, logger: ctx.state.logger });
  return [
    signedIn.get('/api/user/sessions', { response: ZListSessionsResponse, noStore: true }, ({ session }) =>
      identity.listSessions(session),
    ),
    signedIn.delete('/api/user/sessions/:id', { params: ZSessionParams }, ({ session, params }) =>
      identity.endSession(session, params.id),
    ),
    signedIn.delete('/api/user/sessions', {}, ({ session }) => identity.endOtherSessions(session)),
    signedIn.patch(
      '/api/user/profile',
      // Each e-mail change sends two mails.
      {
        body: ZUpdateProfileRequest,
        response: ZUpdateProfileResponse,
        rateLimit: limitPerUser('profile', 30, 15),
      },
      ({ ctx, session, body }) => identity.updateProfile(session, body, clientInfo(ctx)),
    ),
    publicRoute.post(
      '/api/auth/email-change/cancel',
      {
        body: ZCancelEmailChangeRequest,
        response: ZCancelEmailChangeResponse,
        rateLimit: limitPerIp('email-change-cancel', 30, 15),
      },
      async ({ ctx, body }) => {
        // The browser that opens the link stays signed in when it is the owner's; every other session ends.
        const current = await ctx.state.session();
        return identity.cancelEmailChange({ token: body.token, keepSessionId: current?.sessionId ?? null });
      },
    ),
    signedIn.post(
      REQUEST_REAUTHENTICATION_CODE_PATH,
      {
        body: ZRequestReauthenticationCodeRequest,
        rateLimit: limitPerIpAndUser('reauthentication-code', { ip: [20, 15], user: [5, 15] }),
      },
      ({ session }) => identity.requestReauthenticationCode(session),
    ),
    // multipart/form-data `file`: JPEG, PNG or WebP (by content), at most 5 MB.
    signedIn.post(
      PROFILE_PHOTO_PATH,
      {
        response: ZUploadProfilePhotoResponse,
        rateLimit: limitPerUser('profile-photo', 30, 15),
      },
      async ({ ctx, session }) =>
        identity.setProfilePhoto(session, (await readUpload(ctx, PROFILE_PHOTO_MAX_BYTES)).file.content),
    ),
    signedIn.delete(PROFILE_PHOTO_PATH, { response: ZDeleteProfilePhotoResponse }, ({ session }) =>
      identity.removeProfilePhoto(session),
    ),
    // Always the signed-in user's own photo: there is no id in the path, so no one else's can be asked for.
    signedIn.get(PROFILE_PHOTO_PATH, { query: ZGetProfilePhotoQuery }, async ({ ctx, session }) =>
      sendOwnImage(ctx, await identity.getProfilePhoto(session)),
    ),
    signedIn.post(
      '/api/user/password',
      {
        body: ZChangePasswordRequest,
        rateLimit: limitPerIpAndUser('change-password', { ip: [50, 15], user: [10, 15] }),
      },
      async ({ ctx, session, body }) => {
        const { sessionToken } = await changePassword(securityChange(ctx), session, body, clientInfo(ctx));
        setSessionCookie(ctx, sessionToken, options.secureCookies);
      },
    ),
    signedIn.post(
      '/api/user/2fa/setup',
      {
        body: ZTwoFactorSetupRequest,
        response: ZTwoFactorSetupResponse,
        noStore: true,
        rateLimit: limitPerIpAndUser('2fa-setup', { ip: [30, 15], user: [10, 15] }),
      },
      ({ ctx, session, body }) => identity.setUpTwoFactor(session, body, clientInfo(ctx)),
    ),
    signedIn.post(
      '/api/user/2fa/enable',
      {
        body: ZEnableTwoFactorRequest,
        response: ZEnableTwoFactorResponse,
        noStore: true,
        rateLimit: limitPerIpAndUser('2fa-enable', { ip: [30, 15], user: [10, 15] }),
      },
      async ({ ctx, session, body }) => {
        const { sessionToken, recoveryCodes } = await enableTwoFactor(
          securityChange(ctx),
          session,
          body,
          clientInfo(ctx),
        );
        setSessionCookie(ctx, sessionToken, options.secureCookies);
        return { recoveryCodes };
      },
    ),
    signedIn.post(
      '/api/user/2fa/disable',
      {
        body: ZDisableTwoFactorRequest,
        rateLimit: limitPerIpAndUser('2fa-disable', { ip: [30, 15], user: [10, 15] }),
      },
      ({ ctx, session, body }) => disableTwoFactor(securityChange(ctx), session, body, clientInfo(ctx)),
    ),
  ];
}
