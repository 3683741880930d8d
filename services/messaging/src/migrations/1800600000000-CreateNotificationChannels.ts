import { column, index, nullable, tablesMigration, uniqueIndex } from '@immodesk/platform/migrations/columns';

/** Issue 31: the push subscriptions of each user, the record of every delivery, texts sent and the stored VAPID key. */
export class CreateNotificationChannels1800600000000 extends tablesMigration({
  push_subscriptions: {
    columns: [
      ...column.idAndOrganization(),
      column.uuid('user_id'),
      column.varchar('endpoint', 1000),
      // SHA-256 of the endpoint: a 1000-character column cannot carry a unique index on MariaDB.
      column.varchar('endpoint_hash', 64),
      column.varchar('p256dh', 200),
      column.varchar('auth', 100),
      ...column.timestamps(),
    ],
    indexes: [
      uniqueIndex('uq_push_subscriptions_endpoint', ['endpoint_hash']),
      index('idx_push_subscriptions_organization_user', ['organization_id', 'user_id']),
    ],
  },
  notification_deliveries: {
    columns: [
      ...column.idAndOrganization(),
      column.uuid('user_id'),
      column.varchar('event_key', 120),
      column.varchar('channel', 10),
      ...column.timestamps(),
    ],
    indexes: [
      // One delivery per event, user and channel, also with two instances running the same job.
      uniqueIndex('uq_notification_deliveries_event', ['user_id', 'event_key', 'channel']),
      index('idx_notification_deliveries_user_channel_created', ['user_id', 'channel', 'created_at']),
    ],
  },
  sms_messages: {
    columns: [
      ...column.idAndOrganization(),
      column.uuid('user_id'),
      column.varchar('recipient', 20),
      column.text('body'),
      column.varchar('provider', 20),
      column.varchar('provider_message_id', 100, nullable),
      column.varchar('status', 10),
      column.varchar('last_error', 500, nullable),
      ...column.timestamps(),
    ],
    indexes: [index('idx_sms_messages_organization_created', ['organization_id', 'created_at'])],
  },
  vapid_keys: {
    columns: [
      column.varchar('id', 20, { isPrimary: true }),
      column.varchar('public_key', 120),
      column.varchar('private_key', 120),
      ...column.timestamps(),
    ],
  },
}) {}
