import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { MessageEntity } from './entities/MessageEntity';
import { MessageRecipientEntity } from './entities/MessageRecipientEntity';
import { NotificationDeliveryEntity } from './entities/NotificationDeliveryEntity';
import { NotificationEntity } from './entities/NotificationEntity';
import { PushSubscriptionEntity } from './entities/PushSubscriptionEntity';
import { SmsMessageEntity } from './entities/SmsMessageEntity';
import { VapidKeyEntity } from './entities/VapidKeyEntity';
import { CreateNotifications1732402000000 } from './migrations/1732402000000-CreateNotifications';
import { CreateMessages1732713000100 } from './migrations/1732713000100-CreateMessages';
import { CreateMessageRecipients1732713000200 } from './migrations/1732713000200-CreateMessageRecipients';
import { CreateNotificationChannels1800600000000 } from './migrations/1800600000000-CreateNotificationChannels';

export const messagingDatabaseModule: ServiceDatabaseModule = {
  name: 'messaging',
  entities: [
    NotificationEntity,
    MessageEntity,
    MessageRecipientEntity,
    PushSubscriptionEntity,
    NotificationDeliveryEntity,
    SmsMessageEntity,
    VapidKeyEntity,
  ],
  migrations: [
    CreateNotifications1732402000000,
    CreateMessages1732713000100,
    CreateMessageRecipients1732713000200,
    CreateNotificationChannels1800600000000,
  ],
};
