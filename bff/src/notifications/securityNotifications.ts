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
 * Tells the user about a security change that has already happened. A failing notification must not turn that
 * success into an error response (the password is changed either way), so it is logged instead of thrown.
 */
export async function notifySecurityEvent(
  services: Pick<Services, 'messaging'>,
  logger: Logger,
  context: RequestContext,
  event: SecurityEvent,
): Promise<void> {
  try {
    await services.messaging.notify(context, notificationFor(event));
  } catch (error) {
    logger.warn({ err: error, event: event.kind }, 'security notification not stored');
  }
}
