import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { NotificationEntity } from './entities/NotificationEntity';
import { CreateNotifications1732402000000 } from './migrations/1732402000000-CreateNotifications';

export const messagingDatabaseModule: ServiceDatabaseModule = {
  name: 'messaging',
  entities: [NotificationEntity],
  migrations: [CreateNotifications1732402000000],
};
