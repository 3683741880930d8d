import type { ConversationSummary } from '../domain/conversation';
import type { AiConversationRow } from '../entities/AiConversationEntity';

export function toConversationSummary(row: AiConversationRow): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    messageCount: row.messageCount,
    lastMessagePreview: row.lastMessagePreview,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
