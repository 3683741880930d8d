import { column, columnsMigration, nullable } from '@immodesk/platform/migrations/columns';

/** Mails a landlord writes (communications): sender name, reply-to, copies, attached files and their own retry limit. */
export class AddMailOutboxEnvelope1732713000000 extends columnsMigration('mail_outbox', [
  column.varchar('from_name', 200, nullable),
  column.varchar('reply_to', 320, nullable),
  column.text('cc', nullable),
  column.text('bcc', nullable),
  column.text('attachments', nullable),
  column.int('max_attempts', nullable),
]) {}
