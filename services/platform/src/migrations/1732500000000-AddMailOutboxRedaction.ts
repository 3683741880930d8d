import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumns, column, createIndexes, index, nullable } from '@immodesk/platform/migrations/columns';

/**
 * Tokens leave the outbox: `secrets` holds what to redact until delivery, `redacted_at` says it happened, and
 * `purged_at` marks a mail whose content was removed after 30 days (its metadata stays as delivery history).
 * The recipient index serves account deletion and the data export.
 */
export class AddMailOutboxRedaction1732500000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, 'mail_outbox', [
      column.text('secrets', nullable),
      column.datetime('redacted_at', nullable),
      column.datetime('purged_at', nullable),
    ]);
    await createIndexes(queryRunner, 'mail_outbox', [index('idx_mail_outbox_recipient', ['recipient'])]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('mail_outbox', 'idx_mail_outbox_recipient');
    for (const column of ['purged_at', 'redacted_at', 'secrets'])
      await queryRunner.dropColumn('mail_outbox', column);
  }
}
