import { z } from 'zod';

/**
 * Web push (Settings → communications): the browser's PushSubscription as `toJSON()` gives it (RFC 8030 endpoint,
 * RFC 8291 keys). The server checks the keys' lengths and that the endpoint is an https push service.
 */
export const ZPushSubscription = z.object({
  endpoint: z.string().trim().url().max(1000),
  keys: z.object({
    p256dh: z.string().max(200),
    auth: z.string().max(100),
  }),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

/** GET /api/user/push-subscriptions: the VAPID public key to subscribe with, and how many browsers of the user receive push. */
export const ZPushSettingsResponse = z.object({ publicKey: z.string(), count: z.number().int().min(0) });
export type TPushSettingsResponse = z.infer<typeof ZPushSettingsResponse>;

/** POST /api/user/push-subscriptions (204): this browser receives the user's push notifications. */
export const ZSubscribePushRequest = ZPushSubscription;

/** POST /api/user/push-subscriptions/unsubscribe (204): this browser stops receiving them. */
export const ZUnsubscribePushRequest = z.object({ endpoint: z.string().trim().url().max(1000) });
export type TUnsubscribePushRequest = z.infer<typeof ZUnsubscribePushRequest>;
