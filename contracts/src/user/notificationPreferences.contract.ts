import { z } from 'zod';

/**
 * The kinds of notification the product has (Settings → communications): account security (sign-ins, password,
 * two-factor; its e-mails are never optional), rent overdue and rent received (the bell's rent notices).
 */
export const NOTIFICATION_PREFERENCE_KINDS = ['accountSecurity', 'rentOverdue', 'rentReceived'] as const;
export const ZNotificationPreferenceKind = z.enum(NOTIFICATION_PREFERENCE_KINDS);
export type TNotificationPreferenceKind = z.infer<typeof ZNotificationPreferenceKind>;

export const ZNotificationChannels = z.strictObject({
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
});
export type TNotificationChannels = z.infer<typeof ZNotificationChannels>;

/** The user's choice per kind: every kind, each with its three channels. */
export const ZNotificationPreferences = z.strictObject({
  accountSecurity: ZNotificationChannels,
  rentOverdue: ZNotificationChannels,
  rentReceived: ZNotificationChannels,
} satisfies Record<TNotificationPreferenceKind, typeof ZNotificationChannels>);
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/** GET /api/user/notification-preferences. */
export const ZGetNotificationPreferencesResponse = ZNotificationPreferences;

/** PUT /api/user/notification-preferences: the whole set; account-security e-mail must stay on. */
export const ZUpdateNotificationPreferencesRequest = ZNotificationPreferences;
export type TUpdateNotificationPreferencesRequest = z.infer<typeof ZUpdateNotificationPreferencesRequest>;
export const ZUpdateNotificationPreferencesResponse = ZNotificationPreferences;
