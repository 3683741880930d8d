import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { Logger } from '@immodesk/platform/logger';
import type { MessagingApi } from '@immodesk/messaging/messagingApi';
import type { NotificationChannels } from '../notifications/notificationChannels';

/**
 * What a change of account security needs: the identity service that makes it and the messaging service that
 * tells the owner in the bell, by e-mail and as their preferences say (a failed notice is logged, never turned into a failed change).
 */
export type SecurityChangeDeps<TIdentity extends keyof IdentityApi> = {
  identity: Pick<IdentityApi, TIdentity>;
  messaging: MessagingApi;
  notificationChannels: NotificationChannels;
  logger: Logger;
};
