import {
  ZListConversationsResponse,
  type TListConversationsResponse,
} from '@immodesk/contracts/ai/listConversations.contract';
import { apiGet } from '@immodesk/sdk';
import type { ConversationListFilters } from './conversationKeys';

export function fetchConversations(
  filters: ConversationListFilters,
  signal?: AbortSignal,
): Promise<TListConversationsResponse> {
  return apiGet('/api/ai/conversations', {
    query: { page: filters.page, pageSize: filters.pageSize },
    schema: ZListConversationsResponse,
    signal,
  });
}
