import type { MessagingApi } from '@immodesk/messaging/messagingApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { Logger } from '@immodesk/platform/logger';

/**
 * The one welcome of a new account (made where the account is created: sign-up, or a first sign-in with a
 * provider), pointing at the dashboard's checklist. It is stored as keys, so the reader sees it in the interface
 * language of the moment. A failed welcome is logged, never turned into a failed sign-up.
 */
export async function welcomeNewOwner(
  deps: { messaging: Pick<MessagingApi, 'notify'> },
  logger: Logger,
  context: RequestContext,
): Promise<void> {
  try {
    await deps.messaging.notify(context, {
      type: 'info',
      titleKey: 'notifications.welcome.title',
      messageKey: 'notifications.welcome.message',
      actionLabelKey: 'notifications.actions.openChecklist',
      actionUrl: '/dashboard',
    });
  } catch (error) {
    logger.warn({ err: error }, 'welcome notification not stored');
  }
}
