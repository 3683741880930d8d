import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { ConversationDetail } from '../domain/conversation';
import { conversationRepository } from '../repositories/conversationRepository';
import { toConversationSummary } from './toConversationSummary';

/** A conversation of the signed-in user with its messages; someone else's (or another organization's) is not_found. */
export async function getConversation(
  dataSource: DataSource,
  context: RequestContext,
  id: string,
): Promise<ConversationDetail> {
  const repository = conversationRepository(dataSource);
  const conversation = await repository.findOwnById(context.organizationId, context.userId, id);
  if (!conversation) throw AppError.notFound('conversation');
  const messages = await repository.listMessages(context.organizationId, conversation.id);
  return {
    ...toConversationSummary(conversation),
    messages: messages.map((message) => ({
      role: message.role,
      content: message.content,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}
