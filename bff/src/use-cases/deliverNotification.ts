import { normalizePhone } from '@immodesk/contracts/common/phone';
import type { TNotificationPreferenceKind } from '@immodesk/contracts/user/notificationPreferences.contract';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { DeliveryChannel, MessagingApi } from '@immodesk/messaging/messagingApi';
import type { RequestContext } from '@immodesk/platform/context';
import { escapeHtml } from '@immodesk/platform/html/escapeHtml';
import { MAIL_RULE, mailFootnote, mailHtml } from '@immodesk/platform/html/mailHtml';
import type { Logger } from '@immodesk/platform/logger';
import type { OutboxMailer } from '@immodesk/platform/ports/mail/OutboxMailer';
import { unlinkable } from '@immodesk/platform/ports/mail/unlinkable';
import { translate } from '../i18n/translate';
import type { ShellConfigSource } from '../shell/shellConfig';

/** What a notification says: the bell's keys and values, and where it leads inside the app. */
export type NotificationContent = {
  titleKey: string;
  messageKey: string;
  params: Record<string, string | number>;
  actionLabelKey: string | null;
  actionUrl: string | null;
};

export type DeliverNotificationDeps = {
  identity: Pick<IdentityApi, 'getNotificationPreferences' | 'getCurrentUser'>;
  messaging: Pick<MessagingApi, 'claimDelivery' | 'sendPush' | 'sendSms'>;
  outbox: Pick<OutboxMailer, 'queue'>;
  shellConfig: Pick<ShellConfigSource, 'branding'>;
  publicUrl: string;
  logger: Pick<Logger, 'warn'>;
};

export type DeliveryReport = Record<DeliveryChannel, boolean>;

const SETTINGS_PATH = '/settings?section=communications#communications';

function absolute(publicUrl: string, path: string): string {
  return new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
}

/**
 * One event (`eventKey`, e.g. `rentOverdue:<due item>`) told to one user outside the app, on each channel the
 * user's preferences turn on for its kind: an e-mail in the user's language through the outbox, a push message
 * to each subscribed browser, a text to the profile's phone number. Each channel is claimed first in the messaging
 * service, so an event reaches a user once per channel however often the job that found it runs, and never more
 * often than the channel's hourly allowance. A failure is logged, never thrown: the event happened either way.
 */
export async function deliverNotification(
  deps: DeliverNotificationDeps,
  context: RequestContext,
  input: { kind: TNotificationPreferenceKind; eventKey: string; content: NotificationContent },
): Promise<DeliveryReport> {
  const report: DeliveryReport = { email: false, push: false, sms: false };
  try {
    const [preferences, user] = await Promise.all([
      deps.identity.getNotificationPreferences(context),
      deps.identity.getCurrentUser(context),
    ]);
    const chosen = preferences[input.kind];
    const language = user.language;
    const productName = deps.shellConfig.branding().productName;
    const params = { product: productName, ...input.content.params };
    const title = translate(language, input.content.titleKey, params);
    const message = translate(language, input.content.messageKey, params);
    const link = absolute(deps.publicUrl, input.content.actionUrl ?? '/dashboard');
    const claim = async (channel: DeliveryChannel) =>
      (await deps.messaging.claimDelivery(context, {
        userId: context.userId,
        eventKey: input.eventKey,
        channel,
      })) === 'claimed';

    // Account-security e-mails are never optional (the settings lock them on).
    if ((chosen.email || input.kind === 'accountSecurity') && (await claim('email'))) {
      const action = input.content.actionLabelKey
        ? translate(language, input.content.actionLabelKey, params)
        : translate(language, 'notificationMail.open', params);
      const settingsLink = absolute(deps.publicUrl, SETTINGS_PATH);
      const why = translate(
        language,
        input.kind === 'accountSecurity' ? 'notificationMail.whySecurity' : 'notificationMail.why',
        { ...params, settings: settingsLink },
      );
      const greeting = translate(language, 'notificationMail.greeting', {
        ...params,
        firstName: unlinkable(user.firstName),
      });
      await deps.outbox.queue({
        to: user.email,
        subject: title,
        language,
        kind: `notification_${input.kind}`,
        text: [greeting, message, `${action}: ${link}`, why, `— ${productName}`].join('\n\n'),
        html: mailHtml(language, [
          `<p>${escapeHtml(greeting)}</p>`,
          `<p>${escapeHtml(message)}</p>`,
          `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:.6em 1.2em;background:#0b57d0;color:#fff;border-radius:.4em;text-decoration:none">${escapeHtml(action)}</a></p>`,
          MAIL_RULE,
          mailFootnote(escapeHtml(why)),
        ]),
      });
      report.email = true;
    }
    if (chosen.push && (await claim('push'))) {
      const { accepted } = await deps.messaging.sendPush(context, {
        userId: context.userId,
        message: { title, body: message, url: input.content.actionUrl ?? '/dashboard', tag: input.eventKey },
      });
      report.push = accepted > 0;
    }
    const phone = user.phone ? normalizePhone(user.phone) : null;
    if (chosen.sms && phone && (await claim('sms'))) {
      const body = translate(language, 'notificationSms.body', { ...params, title, link });
      report.sms = (await deps.messaging.sendSms(context, { userId: context.userId, to: phone, body })).sent;
    }
  } catch (error) {
    deps.logger.warn(
      { err: error, eventKey: input.eventKey },
      'notification: not delivered on every channel',
    );
  }
  return report;
}
