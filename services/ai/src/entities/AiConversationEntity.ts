import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    userId: { name: 'user_id', type: 'varchar', length: 36 },
    title: { type: 'varchar', length: 200 },
    messageCount: { name: 'message_count', type: 'int', default: 0 },
    lastMessagePreview: { name: 'last_message_preview', type: 'varchar', length: 200, nullable: true },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
