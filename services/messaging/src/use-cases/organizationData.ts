import { organizationTables } from '@immodesk/platform/database/organizationData';
import { MessageEntity } from '../entities/MessageEntity';
import { MessageRecipientEntity } from '../entities/MessageRecipientEntity';
import { NotificationDeliveryEntity } from '../entities/NotificationDeliveryEntity';
import { NotificationEntity } from '../entities/NotificationEntity';
import { PushSubscriptionEntity } from '../entities/PushSubscriptionEntity';
import { SmsMessageEntity } from '../entities/SmsMessageEntity';

/**
 * The organization's notifications, their deliveries and texts, push subscriptions (without their keys) and
 * messages: data export (API.md GET /api/user/export) and account deletion, children first.
 */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([
  { entity: NotificationEntity },
  { entity: NotificationDeliveryEntity },
  { entity: SmsMessageEntity },
  { entity: PushSubscriptionEntity, omit: ['endpointHash', 'p256dh', 'auth'] },
  { entity: MessageRecipientEntity },
  { entity: MessageEntity },
]);
