import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { column, createIndexes, index, nullable } from '@immodesk/platform/migrations/columns';

/** The outbox becomes a delivery queue: each mail is pending until a transport accepts it, with retries. */
export class AddMailDeliveryColumns1732300000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('mail_outbox', [
      new TableColumn({ name: 'status', type: 'varchar', length: '10', default: "'pending'" }),
      new TableColumn(column.int('attempts', { default: 0 })),
      new TableColumn(column.datetime('next_attempt_at', nullable)),
      new TableColumn(column.varchar('last_error', 1000, nullable)),
      new TableColumn(column.datetime('sent_at', nullable)),
      new TableColumn(column.varchar('language', 2, nullable)),
      new TableColumn(column.varchar('kind', 50, nullable)),
    ]);
    // Mails stored before this migration were final (the outbox was the destination): never send them again.
    await queryRunner.query(`UPDATE mail_outbox SET status = 'sent'`);
    await createIndexes(queryRunner, 'mail_outbox', [
      index('idx_mail_outbox_due', ['status', 'next_attempt_at']),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('mail_outbox', 'idx_mail_outbox_due');
    for (const column of [
      'kind',
      'language',
      'sent_at',
      'last_error',
      'next_attempt_at',
      'attempts',
      'status',
    ])
      await queryRunner.dropColumn('mail_outbox', column);
  }
}
