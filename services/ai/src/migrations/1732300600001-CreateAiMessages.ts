import type { MigrationInterface, QueryRunner } from 'typeorm';
import { column, createTable, uniqueIndex } from '@immodesk/platform/migrations/columns';

export class CreateAiMessages1732300600001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(queryRunner, 'ai_messages', {
      columns: [
        ...column.idAndOrganization(),
        column.uuid('conversation_id'),
        column.int('position'),
        column.varchar('role', 16),
        column.text('content'),
        column.instant('created_at'),
      ],
      indexes: [
        // Unique: two messages can never take the same place in a conversation.
        uniqueIndex('idx_ai_messages_organization_conversation', [
          'organization_id',
          'conversation_id',
          'position',
        ]),
      ],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('ai_messages');
  }
}
