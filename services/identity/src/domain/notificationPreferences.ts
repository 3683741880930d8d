/** The notification kinds the product has; account security's e-mails are never optional. */
export const NOTIFICATION_KINDS = ['accountSecurity', 'rentOverdue', 'rentReceived'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NotificationChannels = { email: boolean; sms: boolean; push: boolean };
export type NotificationPreferences = Record<NotificationKind, NotificationChannels>;

/** What a user who never chose gets: e-mail on, SMS and push off (nobody is texted without asking for it). */
export const DEFAULT_CHANNELS: NotificationChannels = { email: true, sms: false, push: false };
