import type { TAiConversationSummary } from '@immodesk/contracts/ai/listConversations.contract';
import type { AiConversationRow } from '../entities/AiConversationEntity';

export function toConversationSummary(row: AiConversationRow): TAiConversationSummary {
  return {
    id: row.id,
    title: row.title,
    messageCount: row.messageCount,
    lastMessagePreview: row.lastMessagePreview,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
