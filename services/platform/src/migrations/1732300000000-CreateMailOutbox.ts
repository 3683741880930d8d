import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateMailOutbox1732300000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'recipient', type: 'varchar', length: '320' },
          { name: 'subject', type: 'varchar', length: '500' },
          { name: 'text_body', type: 'text' },
          { name: 'html_body', type: 'text' },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'mail_outbox',
      new TableIndex({ name: 'idx_mail_outbox_created', columnNames: ['created_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mail_outbox');
  }
}
