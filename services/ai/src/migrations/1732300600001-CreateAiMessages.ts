import { column, tablesMigration, uniqueIndex } from '@immodesk/platform/migrations/columns';

export class CreateAiMessages1732300600001 extends tablesMigration({
  ai_messages: {
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
  },
}) {}
