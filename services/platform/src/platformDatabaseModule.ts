import type { ServiceDatabaseModule } from './database/serviceModule';
import { CreateMailOutbox1732300000000 } from './migrations/1732300000000-CreateMailOutbox';
import { OutboxMailEntity } from './ports/mail/outboxEntity';

/** Tables the platform itself owns (the mail outbox). */
export const platformDatabaseModule: ServiceDatabaseModule = {
  name: 'platform',
  entities: [OutboxMailEntity],
  migrations: [CreateMailOutbox1732300000000],
};
