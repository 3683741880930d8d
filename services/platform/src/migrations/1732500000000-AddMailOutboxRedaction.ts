import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Tokens leave the outbox: `secrets` holds what to redact until delivery, `redacted_at` says it happened, and
 * `purged_at` marks a mail whose content was removed after 30 days (its metadata stays as delivery history).
 * The recipient index serves account deletion and the data export.
 */
export class AddMailOutboxRedaction1732500000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('mail_outbox', [
      new TableColumn({ name: 'secrets', type: 'text', isNullable: true }),
      new TableColumn({ name: 'redacted_at', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'purged_at', type: 'datetime', isNullable: true }),
    ]);
    await queryRunner.createIndex(
      'mail_outbox',
      new TableIndex({ name: 'idx_mail_outbox_recipient', columnNames: ['recipient'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('mail_outbox', 'idx_mail_outbox_recipient');
    for (const column of ['purged_at', 'redacted_at', 'secrets'])
      await queryRunner.dropColumn('mail_outbox', column);
  }
}
