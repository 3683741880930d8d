/** A text message to one E.164 number. */
export type OutgoingSms = { to: string; body: string };

/**
 * The port an SMS goes out through: a provider's HTTP API in production (Twilio), the recording double for
 * `npm start` and the tests (the message is kept in `sms_messages` and shown on /dev/mailbox, nothing leaves).
 */
export type SmsProvider = {
  name: string;
  /** The provider's id of the accepted message; throws when the provider refuses it. */
  send(sms: OutgoingSms): Promise<{ providerMessageId: string | null }>;
};

/** The local double: every message stays in the database (`sms_messages`), where /dev/mailbox shows it. */
export const recordingSmsProvider: SmsProvider = {
  name: 'local',
  send: () => Promise.resolve({ providerMessageId: null }),
};

export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** A sender: a Twilio number in E.164, an alphanumeric sender id, or a Messaging Service SID (`MG…`). */
  from: string;
  /** https://api.twilio.com unless a test points it elsewhere. */
  apiBaseUrl: string;
};

/**
 * Twilio's Messages API (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource):
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP basic auth with the account SID and auth token, a
 * form-encoded body with To, Body and From (or MessagingServiceSid); 201 answers the message with its `sid`.
 */
export function twilioSmsProvider(settings: TwilioSettings, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'twilio',
    async send(sms) {
      const form = new URLSearchParams({ To: sms.to, Body: sms.body });
      if (/^MG[0-9a-f]{32}$/i.test(settings.from)) form.set('MessagingServiceSid', settings.from);
      else form.set('From', settings.from);
      const url = `${settings.apiBaseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await response.json().catch(() => ({}))) as { sid?: unknown; message?: unknown };
      if (!response.ok)
        throw new Error(
          `Twilio refused the message (${response.status}): ${typeof answer.message === 'string' ? answer.message : 'no reason given'}`,
        );
      return { providerMessageId: typeof answer.sid === 'string' ? answer.sid : null };
    },
  };
}
