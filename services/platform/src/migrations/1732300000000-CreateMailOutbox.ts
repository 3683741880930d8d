import { column, index, tablesMigration } from '@immodesk/platform/migrations/columns';

export class CreateMailOutbox1732300000000 extends tablesMigration({
  mail_outbox: {
    columns: [
      column.id(),
      column.varchar('recipient', 320),
      column.varchar('subject', 500),
      column.text('text_body'),
      column.text('html_body'),
      column.datetime('created_at', { default: 'CURRENT_TIMESTAMP' }),
    ],
    indexes: [index('idx_mail_outbox_created', ['created_at'])],
  },
}) {}
