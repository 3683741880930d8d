import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type {
  TListNotificationsQuery,
  TListNotificationsResponse,
} from '@immodesk/contracts/notifications/listNotifications.contract';
import type { MessagingApi } from '@immodesk/messaging/messagingApi';
import type { RequestContext } from '@immodesk/platform/context';
import { presentNotification } from '../notifications/presentNotification';
import type { ShellConfigSource } from '../shell/shellConfig';

export type ListNotificationsDeps = {
  messaging: Pick<MessagingApi, 'listNotifications'>;
  shellConfig: Pick<ShellConfigSource, 'branding'>;
};

/** The user's notifications, worded in the language of this request and under the brand's current name. */
export async function listNotifications(
  deps: ListNotificationsDeps,
  context: RequestContext,
  input: { query: TListNotificationsQuery; language: TLanguage },
): Promise<TListNotificationsResponse> {
  const { items, total } = await deps.messaging.listNotifications(context, input.query);
  const productName = deps.shellConfig.branding().productName;
  return { items: items.map((item) => presentNotification(item, input.language, productName)), total };
}
