import type { RequestContext } from '@immodesk/platform/context';
import type { Logger } from '@immodesk/platform/logger';
import type { NotifyInput } from '@immodesk/messaging/messagingApi';
import type { Services } from '../composition';

/** Account-security events a landlord wants to see in the bell (SPEC §4 "Notifications"). */
export type SecurityEvent =
  | { kind: 'newDeviceSignIn'; device: string }
  | { kind: 'passwordChanged' }
  | { kind: 'passwordReset' }
  | { kind: 'twoFactorEnabled' }
  | { kind: 'twoFactorDisabled' };

const ACCOUNT_SECURITY_URL = '/settings#account';

function notificationFor(event: SecurityEvent): NotifyInput {
  const keys = {
    titleKey: `notifications.${event.kind}.title`,
    messageKey: `notifications.${event.kind}.message`,
  };
  switch (event.kind) {
    case 'newDeviceSignIn':
      return {
        ...keys,
        type: 'warning',
        params: { device: event.device },
        actionLabelKey: 'notifications.actions.reviewSessions',
        actionUrl: ACCOUNT_SECURITY_URL,
      };
    case 'passwordChanged':
    case 'passwordReset':
      return {
        ...keys,
        type: 'info',
        actionLabelKey: 'notifications.actions.openSecurity',
        actionUrl: ACCOUNT_SECURITY_URL,
      };
    case 'twoFactorEnabled':
      return { ...keys, type: 'success' };
    case 'twoFactorDisabled':
      return {
        ...keys,
        type: 'warning',
        actionLabelKey: 'notifications.actions.openSecurity',
        actionUrl: ACCOUNT_SECURITY_URL,
      };
  }
}

/**
 * Tells the user about a security change that has already happened: in the bell, by e-mail (always, account
 * security's e-mails are not optional) and by push or SMS as the user's preferences say. A failing notification
 * must not turn that success into an error response (the password is changed either way), so it is logged
 * instead of thrown.
 */
export async function notifySecurityEvent(
  services: Pick<Services, 'messaging' | 'notificationChannels'>,
  logger: Logger,
  context: RequestContext,
  event: SecurityEvent,
): Promise<void> {
  try {
    const input = notificationFor(event);
    const stored = await services.messaging.notify(context, input);
    await services.notificationChannels.deliver(context, {
      kind: 'accountSecurity',
      eventKey: `accountSecurity:${stored.id}`,
      content: {
        titleKey: stored.titleKey,
        messageKey: stored.messageKey,
        params: stored.params,
        actionLabelKey: stored.actionLabelKey,
        actionUrl: stored.actionUrl,
      },
    });
  } catch (error) {
    logger.warn({ err: error, event: event.kind }, 'security notification not stored');
  }
}
