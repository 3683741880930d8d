import type { DataSource } from 'typeorm';
import type { TListConversationsQuery, TListConversationsResponse } from '@immodesk/contracts/ai/listConversations.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { conversationRepository } from '../repositories/conversationRepository';
import { toConversationSummary } from './toConversationSummary';

/** The organization's AI Pilot conversations, most recently active first. */
export async function listConversations(
  dataSource: DataSource,
  context: RequestContext,
  query: TListConversationsQuery,
): Promise<TListConversationsResponse> {
  const { rows, total } = await conversationRepository(dataSource).list(context.organizationId, query);
  return { items: rows.map(toConversationSummary), total };
}
