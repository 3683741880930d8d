import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The outbox becomes a delivery queue: each mail is pending until a transport accepts it, with retries. */
export class AddMailDeliveryColumns1732300000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('mail_outbox', [
      new TableColumn({ name: 'status', type: 'varchar', length: '10', default: "'pending'" }),
      new TableColumn({ name: 'attempts', type: 'int', default: 0 }),
      new TableColumn({ name: 'next_attempt_at', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'last_error', type: 'varchar', length: '1000', isNullable: true }),
      new TableColumn({ name: 'sent_at', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'language', type: 'varchar', length: '2', isNullable: true }),
      new TableColumn({ name: 'kind', type: 'varchar', length: '50', isNullable: true }),
    ]);
    // Mails stored before this migration were final (the outbox was the destination): never send them again.
    await queryRunner.query(`UPDATE mail_outbox SET status = 'sent'`);
    await queryRunner.createIndex(
      'mail_outbox',
      new TableIndex({ name: 'idx_mail_outbox_due', columnNames: ['status', 'next_attempt_at'] }),
    );
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
