import {
  ZPushSettingsResponse,
  ZSubscribePushRequest,
  ZUnsubscribePushRequest,
} from '@immodesk/contracts/user/pushSubscriptions.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';

/** Settings → communications: this browser subscribes to the signed-in user's push notifications, or stops. */
export function pushSubscriptionRoutes(services: Pick<Services, 'messaging'>) {
  const { messaging } = services;
  return [
    signedIn.get(
      '/api/user/push-subscriptions',
      { response: ZPushSettingsResponse, noStore: true },
      async ({ session }) => {
        const [{ publicKey }, { count }] = await Promise.all([
          messaging.getPushPublicKey(session),
          messaging.countPushSubscriptions(session),
        ]);
        return { publicKey, count };
      },
    ),
    signedIn.post(
      '/api/user/push-subscriptions',
      { body: ZSubscribePushRequest },
      async ({ session, body }) => {
        await messaging.subscribePush(session, body);
      },
    ),
    signedIn.post(
      '/api/user/push-subscriptions/unsubscribe',
      { body: ZUnsubscribePushRequest },
      async ({ session, body }) => {
        await messaging.unsubscribePush(session, body);
      },
    ),
  ];
}
