import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateAiMessages1732300600001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'ai_messages',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'conversation_id', type: 'varchar', length: '36' },
          { name: 'position', type: 'int' },
          { name: 'role', type: 'varchar', length: '16' },
          { name: 'content', type: 'text' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    // Unique: two messages can never take the same place in a conversation.
    await queryRunner.createIndex(
      'ai_messages',
      new TableIndex({
        name: 'idx_ai_messages_organization_conversation',
        columnNames: ['organization_id', 'conversation_id', 'position'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('ai_messages');
  }
}
