import {
  ZGetNotificationPreferencesResponse,
  ZUpdateNotificationPreferencesRequest,
  ZUpdateNotificationPreferencesResponse,
} from '@immodesk/contracts/user/notificationPreferences.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';

/** Settings → communications: the signed-in user's own e-mail, SMS and push choices per notification kind. */
export function notificationPreferenceRoutes(services: Pick<Services, 'identity'>) {
  const { identity } = services;
  return [
    signedIn.get(
      '/api/user/notification-preferences',
      { response: ZGetNotificationPreferencesResponse, noStore: true },
      ({ session }) => identity.getNotificationPreferences(session),
    ),
    signedIn.put(
      '/api/user/notification-preferences',
      { body: ZUpdateNotificationPreferencesRequest, response: ZUpdateNotificationPreferencesResponse },
      ({ session, body }) => identity.setNotificationPreferences(session, body),
    ),
  ];
}
