import type { AppConfig } from '@immodesk/platform/config';
import { recordingSmsProvider, twilioSmsProvider, type SmsProvider } from './smsProvider';
import type { VapidSource } from './vapidKeys';

/** How the messaging service reaches a user outside the app: the push keys and the SMS provider. */
export type MessagingChannelSettings = {
  vapid: VapidSource;
  sms: SmsProvider;
  /** Outside production, a push endpoint over plain http on this machine (the local push service of the tests). */
  allowLoopbackPushEndpoints: boolean;
};

/** The development defaults: a stored VAPID pair and the recording SMS double. */
export const LOCAL_CHANNEL_SETTINGS: MessagingChannelSettings = {
  vapid: { kind: 'stored', subject: 'mailto:no-reply@immodesk.be' },
  sms: recordingSmsProvider,
  allowLoopbackPushEndpoints: true,
};

/** The channels as the environment configures them (config.ts refuses the local ones in production). */
export function channelSettingsFromConfig(config: AppConfig): MessagingChannelSettings {
  const vapid: VapidSource =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY && config.VAPID_SUBJECT
      ? {
          kind: 'configured',
          keys: {
            publicKey: config.VAPID_PUBLIC_KEY,
            privateKey: config.VAPID_PRIVATE_KEY,
            subject: config.VAPID_SUBJECT,
          },
        }
      : { kind: 'stored', subject: config.VAPID_SUBJECT ?? `mailto:${config.MAIL_FROM}` };
  const sms =
    config.SMS_DRIVER === 'twilio' &&
    config.TWILIO_ACCOUNT_SID &&
    config.TWILIO_AUTH_TOKEN &&
    config.TWILIO_FROM
      ? twilioSmsProvider({
          accountSid: config.TWILIO_ACCOUNT_SID,
          authToken: config.TWILIO_AUTH_TOKEN,
          from: config.TWILIO_FROM,
          apiBaseUrl: config.TWILIO_API_URL,
        })
      : recordingSmsProvider;
  return { vapid, sms, allowLoopbackPushEndpoints: !config.isProduction };
}
