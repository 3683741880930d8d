import { column, index, nullable, tablesMigration } from '@immodesk/platform/migrations/columns';

export class CreateMessageRecipients1732713000200 extends tablesMigration({
  message_recipients: {
    columns: [
      ...column.idAndOrganization(),
      column.uuid('message_id'),
      column.int('position'),
      column.varchar('kind', 12),
      column.uuid('contact_id', nullable),
      column.varchar('name', 200, nullable),
      column.varchar('email', 320),
      column.varchar('language', 2),
      column.uuid('mail_id', nullable),
      column.int('send_count', { default: 0 }),
      column.instant('updated_at'),
    ],
    indexes: [
      index('idx_message_recipients_organization_message', ['organization_id', 'message_id']),
      // A contact's messages (the contact detail view).
      index('idx_message_recipients_organization_contact', ['organization_id', 'contact_id']),
    ],
  },
}) {}
