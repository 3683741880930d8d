import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumns, column, nullable } from '@immodesk/platform/migrations/columns';

/** Mails a landlord writes (communications): sender name, reply-to, copies, attached files and their own retry limit. */
export class AddMailOutboxEnvelope1732713000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, 'mail_outbox', [
      column.varchar('from_name', 200, nullable),
      column.varchar('reply_to', 320, nullable),
      column.text('cc', nullable),
      column.text('bcc', nullable),
      column.text('attachments', nullable),
      column.int('max_attempts', nullable),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['max_attempts', 'attachments', 'bcc', 'cc', 'reply_to', 'from_name'])
      await queryRunner.dropColumn('mail_outbox', column);
  }
}
