/** The channels a notification goes out on besides the bell. */
export const DELIVERY_CHANNELS = ['email', 'sms', 'push'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * Per user and hour, at most this many deliveries on a channel: a burst of events (a statement import that pays
 * thirty leases) must not bury the landlord in mails, buzz the phone thirty times or run up an SMS bill. Beyond it
 * the event stays in the bell only.
 */
export const HOURLY_DELIVERY_LIMITS: Record<DeliveryChannel, number> = { email: 20, push: 30, sms: 5 };

/** A push message as the service worker shows it (texts already in the reader's language). */
export type PushMessage = { title: string; body: string; url: string; tag: string };
