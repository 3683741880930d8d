import { column, index, nullable, tablesMigration } from '@immodesk/platform/migrations/columns';

/** Each organization's mail events (sent, bounced, complained) and the addresses never mailed again. */
export class CreateMailReputation1800300000000 extends tablesMigration({
  mail_events: {
    columns: [
      column.id(),
      column.organizationId(),
      column.varchar('kind', 16),
      column.uuid('mail_id', nullable),
      column.varchar('notification_id', 100, nullable),
      column.instant('occurred_at'),
    ],
    indexes: [
      index('idx_mail_events_organization', ['organization_id', 'kind', 'occurred_at']),
      index('idx_mail_events_mail', ['mail_id']),
      index('idx_mail_events_notification', ['notification_id']),
    ],
  },
  mail_suppressions: {
    columns: [
      column.varchar('address', 320, { isPrimary: true }),
      column.varchar('reason', 16),
      column.instant('created_at'),
    ],
  },
}) {}
