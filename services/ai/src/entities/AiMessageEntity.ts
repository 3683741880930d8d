import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    conversationId: { name: 'conversation_id', type: 'varchar', length: 36 },
    position: { type: 'int' },
    role: { type: 'varchar', length: 16 },
    content: { type: 'text' },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
