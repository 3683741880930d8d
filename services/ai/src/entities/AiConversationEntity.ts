import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

export type AiConversationRow = {
  id: string;
  organizationId: string;
  /** Who started the conversation. */
  userId: string;
  title: string;
  /** Kept with every appended message, so the list needs no count over the messages. */
  messageCount: number;
  lastMessagePreview: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export const AiConversationEntity = new EntitySchema<AiConversationRow>({
  name: 'AiConversation',
  tableName: 'ai_conversations',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    userId: entityColumn.varchar(36, { name: 'user_id' }),
    title: entityColumn.varchar(200),
    messageCount: entityColumn.int({ name: 'message_count', default: 0 }),
    lastMessagePreview: entityColumn.varchar(200, { name: 'last_message_preview', nullable: true }),
    ...entityColumn.timestamps(),
  },
});
