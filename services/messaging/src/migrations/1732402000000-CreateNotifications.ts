import { column, index, nullable, tablesMigration } from '@immodesk/platform/migrations/columns';

export class CreateNotifications1732402000000 extends tablesMigration({
  notifications: {
    columns: [
      ...column.idAndOrganization(),
      column.uuid('user_id'),
      column.varchar('type', 10),
      column.varchar('title_key', 120),
      column.varchar('message_key', 120),
      column.text('params'),
      column.boolean('is_read', { default: false }),
      column.varchar('action_label_key', 120, nullable),
      column.varchar('action_url', 500, nullable),
      column.varchar('related_entity_type', 40, nullable),
      column.uuid('related_entity_id', nullable),
      ...column.timestamps(),
    ],
    indexes: [
      // The bell's list (newest first) and its unread count, per reader.
      index('idx_notifications_organization_user_created', ['organization_id', 'user_id', 'created_at']),
    ],
  },
}) {}
