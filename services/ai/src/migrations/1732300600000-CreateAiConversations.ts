import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateAiConversations1732300600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'ai_conversations',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'message_count', type: 'int', default: 0 },
          { name: 'last_message_preview', type: 'varchar', length: '200', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'ai_conversations',
      new TableIndex({
        name: 'idx_ai_conversations_organization_updated',
        columnNames: ['organization_id', 'updated_at'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('ai_conversations');
  }
}
