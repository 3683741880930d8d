import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { ConversationSummary } from '../domain/conversation';
import { conversationRepository } from '../repositories/conversationRepository';
import { toConversationSummary } from './toConversationSummary';

export type CreateConversationInput = { title: string };

export async function createConversation(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: CreateConversationInput,
): Promise<ConversationSummary> {
  const title = input.title.replace(/\s+/g, ' ').trim();
  if (!title) throw new AppError('validation_error', { details: { title: 'validation.required' } });
  if (title.length > 200)
    throw new AppError('validation_error', {
      details: { title: 'validation.tooLong' },
      params: { maximum: 200 },
    });
  const row = await conversationRepository(dataSource).insert({
    organizationId: context.organizationId,
    userId: context.userId,
    title,
    createdAt: clock.now(),
    updatedAt: clock.now(),
  });
  return toConversationSummary(row);
}
