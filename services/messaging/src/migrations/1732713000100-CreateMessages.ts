import { column, index, tablesMigration } from '@immodesk/platform/migrations/columns';

export class CreateMessages1732713000100 extends tablesMigration({
  messages: {
    columns: [
      ...column.idAndOrganization(),
      column.uuid('sent_by_user_id'),
      column.varchar('subject', 300),
      column.text('html'),
      column.text('cc'),
      column.text('bcc'),
      column.text('attachments'),
      column.instant('created_at'),
    ],
    indexes: [
      // The history, newest first.
      index('idx_messages_organization_created', ['organization_id', 'created_at']),
    ],
  },
}) {}
