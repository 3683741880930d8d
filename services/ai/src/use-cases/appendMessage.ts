import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { ConversationSummary } from '../domain/conversation';
import { messagePreview } from '../domain/messagePreview';
import type { AiMessageRole } from '../entities/AiMessageEntity';
import { conversationRepository } from '../repositories/conversationRepository';
import { toConversationSummary } from './toConversationSummary';

export type AppendMessageInput = {
  conversationId: string;
  role: AiMessageRole;
  content: string;
};

const MAX_MESSAGE_LENGTH = 20_000;

/** Adds a message at the end of a conversation (another organization's conversation: not_found). */
export async function appendMessage(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: AppendMessageInput,
): Promise<ConversationSummary> {
  const content = input.content.trim();
  if (!content) throw new AppError('validation_error', { details: { content: 'validation.required' } });
  if (content.length > MAX_MESSAGE_LENGTH)
    throw new AppError('validation_error', { details: { content: 'validation.tooLong' } });
  if (input.role !== 'user' && input.role !== 'assistant')
    throw new AppError('validation_error', { details: { role: 'validation.invalidOption' } });
  const now = clock.now();
  return dataSource.transaction(async (manager) => {
    const repository = conversationRepository(manager);
    if (!(await repository.reserveNextPosition(context.organizationId, input.conversationId)))
      throw AppError.notFound('conversation');
    const conversation = await repository.findById(context.organizationId, input.conversationId);
    if (!conversation) throw AppError.notFound('conversation');
    await repository.insertMessage({
      organizationId: context.organizationId,
      conversationId: conversation.id,
      position: conversation.messageCount,
      role: input.role,
      content,
      createdAt: now,
    });
    const lastMessagePreview = messagePreview(content);
    await repository.setPreview(context.organizationId, conversation.id, lastMessagePreview, now);
    return toConversationSummary({ ...conversation, lastMessagePreview, updatedAt: now });
  });
}
