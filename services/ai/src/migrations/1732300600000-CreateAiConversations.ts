import { column, index, nullable, tablesMigration } from '@immodesk/platform/migrations/columns';

export class CreateAiConversations1732300600000 extends tablesMigration({
  ai_conversations: {
    columns: [
      ...column.idAndOrganization(),
      column.uuid('user_id'),
      column.varchar('title', 200),
      column.int('message_count', { default: 0 }),
      column.varchar('last_message_preview', 200, nullable),
      ...column.timestamps(),
    ],
    indexes: [index('idx_ai_conversations_organization_updated', ['organization_id', 'updated_at'])],
  },
}) {}
