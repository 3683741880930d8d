import { column, index, tablesMigration } from '@immodesk/platform/migrations/columns';

/**
 * Messages from the public contact form (SPEC §3). A visitor's inquiry belongs to no organization, so the table
 * has no organization_id; the sender's e-mail is indexed for access and deletion requests.
 */
export class CreateContactInquiries1732406000000 extends tablesMigration({
  contact_inquiries: {
    columns: [
      column.id(),
      column.varchar('name', 200),
      column.varchar('email', 254),
      column.varchar('inquiry_type', 20),
      column.varchar('subject', 200),
      column.text('message'),
      column.varchar('language', 2),
      column.instant('created_at'),
    ],
    indexes: [
      index('idx_contact_inquiries_created', ['created_at']),
      index('idx_contact_inquiries_email', ['email']),
    ],
  },
}) {}
