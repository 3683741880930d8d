import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Mails a landlord writes (communications): sender name, reply-to, copies, attached files and their own retry limit. */
export class AddMailOutboxEnvelope1732713000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('mail_outbox', [
      new TableColumn({ name: 'from_name', type: 'varchar', length: '200', isNullable: true }),
      new TableColumn({ name: 'reply_to', type: 'varchar', length: '320', isNullable: true }),
      new TableColumn({ name: 'cc', type: 'text', isNullable: true }),
      new TableColumn({ name: 'bcc', type: 'text', isNullable: true }),
      new TableColumn({ name: 'attachments', type: 'text', isNullable: true }),
      new TableColumn({ name: 'max_attempts', type: 'int', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['max_attempts', 'attachments', 'bcc', 'cc', 'reply_to', 'from_name'])
      await queryRunner.dropColumn('mail_outbox', column);
  }
}
