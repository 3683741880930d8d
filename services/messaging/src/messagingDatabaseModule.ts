import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { MessageEntity } from './entities/MessageEntity';
import { MessageRecipientEntity } from './entities/MessageRecipientEntity';
import { NotificationEntity } from './entities/NotificationEntity';
import { CreateNotifications1732402000000 } from './migrations/1732402000000-CreateNotifications';
import { CreateMessages1732713000100 } from './migrations/1732713000100-CreateMessages';
import { CreateMessageRecipients1732713000200 } from './migrations/1732713000200-CreateMessageRecipients';

export const messagingDatabaseModule: ServiceDatabaseModule = {
  name: 'messaging',
  entities: [NotificationEntity, MessageEntity, MessageRecipientEntity],
  migrations: [
    CreateNotifications1732402000000,
    CreateMessages1732713000100,
    CreateMessageRecipients1732713000200,
  ],
};
