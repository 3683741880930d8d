import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

export type AiMessageRole = 'user' | 'assistant';

export type AiMessageRow = {
  id: string;
  organizationId: string;
  conversationId: string;
  /** 1, 2, 3… within the conversation: the order does not depend on timestamps of equal seconds. */
  position: number;
  role: AiMessageRole;
  content: string;
  createdAt: Date;
};

export const AiMessageEntity = new EntitySchema<AiMessageRow>({
  name: 'AiMessage',
  tableName: 'ai_messages',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    conversationId: entityColumn.varchar(36, { name: 'conversation_id' }),
    position: entityColumn.int(),
    role: entityColumn.varchar(16),
    content: entityColumn.text(),
    createdAt: entityColumn.instant({ name: 'created_at' }),
  },
});
