import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumns, column, dropColumns, nullable } from '@immodesk/platform/migrations/columns';

const envelopeColumns = [
  column.varchar('from_name', 200, nullable),
  column.varchar('reply_to', 320, nullable),
  column.text('cc', nullable),
  column.text('bcc', nullable),
  column.text('attachments', nullable),
  column.int('max_attempts', nullable),
];

/** Mails a landlord writes (communications): sender name, reply-to, copies, attached files and their own retry limit. */
export class AddMailOutboxEnvelope1732713000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, 'mail_outbox', envelopeColumns);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropColumns(queryRunner, 'mail_outbox', envelopeColumns);
  }
}
