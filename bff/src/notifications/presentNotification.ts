import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type { TNotification } from '@immodesk/contracts/notifications/listNotifications.contract';
import type { NotificationRecord } from '@immodesk/messaging/messagingApi';
import { translate } from '../i18n/translate';

/**
 * A stored notification (translation keys and values) as the reader sees it, in the language of this request:
 * a notification follows the interface language even after it was created. `product` is the brand's name at
 * reading time (white-label).
 */
export function presentNotification(
  record: NotificationRecord,
  language: TLanguage,
  productName: string,
): TNotification {
  const params = { product: productName, ...record.params };
  return {
    id: record.id,
    userId: record.userId,
    type: record.type,
    title: translate(language, record.titleKey, params),
    message: translate(language, record.messageKey, params),
    read: record.read,
    actionLabel: record.actionLabelKey ? translate(language, record.actionLabelKey, params) : null,
    actionUrl: record.actionUrl,
    relatedEntityType: record.relatedEntityType,
    relatedEntityId: record.relatedEntityId,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
