import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Page, PageQuery } from '@immodesk/platform/domain/page';
import type { ConversationSummary } from '../domain/conversation';
import { conversationRepository } from '../repositories/conversationRepository';
import { toConversationSummary } from './toConversationSummary';

/** The signed-in user's AI Pilot conversations (each user has their own history), most recently active first. */
export async function listConversations(
  dataSource: DataSource,
  context: RequestContext,
  query: PageQuery,
): Promise<Page<ConversationSummary>> {
  const { rows, total } = await conversationRepository(dataSource).list(
    context.organizationId,
    context.userId,
    query,
  );
  return { items: rows.map(toConversationSummary), total };
}
