import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateMessages1732713000100 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'messages',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'sent_by_user_id', type: 'varchar', length: '36' },
          { name: 'subject', type: 'varchar', length: '300' },
          { name: 'html', type: 'text' },
          { name: 'cc', type: 'text' },
          { name: 'bcc', type: 'text' },
          { name: 'attachments', type: 'text' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    // The history, newest first.
    await queryRunner.createIndex(
      'messages',
      new TableIndex({
        name: 'idx_messages_organization_created',
        columnNames: ['organization_id', 'created_at'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('messages');
  }
}
