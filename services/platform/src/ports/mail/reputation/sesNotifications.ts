import { z } from 'zod';
import { AppError } from '../../../errors';
import type { Logger } from '../../../logger';
import { ORGANIZATION_HEADER } from '../SesMailTransport';
import type { MailFeedback, MailReputation } from './mailReputation';
import { isSnsUrl, ZSnsMessage, type SnsVerifier } from './snsMessage';

const ZRecipients = z.array(z.object({ emailAddress: z.string().max(320) })).max(100);

/**
 * The part of an SES bounce or complaint we read: identity notifications name the type `notificationType`, a
 * configuration set's event destination names it `eventType`; the mail carries our tags and, when the topic
 * includes them, the original headers.
 */
const ZSesNotification = z.object({
  notificationType: z.string().optional(),
  eventType: z.string().optional(),
  bounce: z.object({ bounceType: z.string(), bouncedRecipients: ZRecipients }).optional(),
  complaint: z.object({ complainedRecipients: ZRecipients }).optional(),
  mail: z
    .object({
      tags: z.record(z.string(), z.array(z.string())).optional(),
      headers: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
    })
    .optional(),
});
type SesNotification = z.infer<typeof ZSesNotification>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SesNotificationDeps = {
  verifier: SnsVerifier;
  reputation: Pick<MailReputation, 'recordFeedback' | 'organizationOf'>;
  /** Visits the SubscribeURL of a verified SubscriptionConfirmation (GET over HTTPS). */
  confirmSubscription(url: string): Promise<void>;
  logger?: Logger;
};

async function organizationOf(
  notification: SesNotification,
  reputation: SesNotificationDeps['reputation'],
): Promise<string | null> {
  const tagged = notification.mail?.tags?.organization?.[0];
  if (tagged && UUID.test(tagged)) return tagged;
  const header = notification.mail?.headers?.find(
    (entry) => entry.name.toLowerCase() === ORGANIZATION_HEADER.toLowerCase(),
  )?.value;
  if (header && UUID.test(header)) return header;
  const mailId = notification.mail?.tags?.mail?.[0];
  return mailId && UUID.test(mailId) ? reputation.organizationOf(mailId) : null;
}

/** A permanent bounce or a complaint; null for what does not count (deliveries, transient bounces). */
function feedbackKind(notification: SesNotification): MailFeedback['kind'] | null {
  const type = notification.notificationType ?? notification.eventType;
  if (type === 'Bounce' && notification.bounce?.bounceType === 'Permanent') return 'bounce';
  if (type === 'Complaint' && notification.complaint) return 'complaint';
  return null;
}

/**
 * POST /api/public/mail/ses-notifications: an SNS message about our SES mail. Refused (400) unless it is
 * well-formed and signed by SNS for our topic. A subscription is confirmed by visiting its SubscribeURL; a
 * permanent bounce or a complaint counts against the organization the mail was tagged with and suppresses the
 * addresses.
 */
export async function handleSesNotification(
  deps: SesNotificationDeps,
  rawBody: string,
): Promise<{ result: 'confirmed' | 'recorded' | 'ignored' }> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError('validation_error', { messageKey: 'errors.invalidJson' });
  }
  const parsed = ZSnsMessage.safeParse(json);
  if (!parsed.success) throw new AppError('validation_error');
  const message = parsed.data;
  if (!(await deps.verifier.verify(message)))
    throw new AppError('validation_error', { messageKey: 'errors.snsSignatureInvalid' });

  if (message.Type === 'SubscriptionConfirmation') {
    if (!message.SubscribeURL || !isSnsUrl(message.SubscribeURL, /^\/$/))
      throw new AppError('validation_error');
    await deps.confirmSubscription(message.SubscribeURL);
    deps.logger?.info({ topicArn: message.TopicArn }, 'SES notifications: SNS subscription confirmed');
    return { result: 'confirmed' };
  }
  if (message.Type !== 'Notification') return { result: 'ignored' };

  let notificationJson: unknown;
  try {
    notificationJson = JSON.parse(message.Message);
  } catch {
    return { result: 'ignored' };
  }
  const notification = ZSesNotification.safeParse(notificationJson);
  if (!notification.success) return { result: 'ignored' };
  const kind = feedbackKind(notification.data);
  if (!kind) return { result: 'ignored' };
  const recipients =
    kind === 'bounce'
      ? (notification.data.bounce?.bouncedRecipients ?? [])
      : (notification.data.complaint?.complainedRecipients ?? []);
  await deps.reputation.recordFeedback({
    kind,
    addresses: recipients.map((recipient) => recipient.emailAddress),
    organizationId: await organizationOf(notification.data, deps.reputation),
    notificationId: message.MessageId,
  });
  return { result: 'recorded' };
}

/** Production: a GET of the SubscribeURL (SNS's host only, checked above), within 5 seconds. */
export async function confirmSubscriptionOverHttps(url: string): Promise<void> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'error' });
  if (!response.ok) throw new AppError('unavailable', { params: { status: response.status } });
}
