import { column, tablesMigration, uniqueIndex } from '@immodesk/platform/migrations/columns';

/** Settings → communications: e-mail, SMS and push per notification kind and user. */
export class CreateNotificationPreferences1732800500100 extends tablesMigration({
  notification_preferences: {
    columns: [
      ...column.idAndOrganization(),
      column.uuid('user_id'),
      column.varchar('kind', 40),
      column.boolean('email'),
      column.boolean('sms'),
      column.boolean('push'),
      column.instant('updated_at'),
    ],
    indexes: [
      // One row per user and kind; the user's rows are read together.
      uniqueIndex('idx_notification_preferences_organization_user_kind', [
        'organization_id',
        'user_id',
        'kind',
      ]),
    ],
  },
}) {}
