import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchConversations } from '../api/fetchConversations';
import { conversationKeys, type ConversationListFilters } from '../api/conversationKeys';

export function useConversationList(filters: ConversationListFilters) {
  return useQuery({
    queryKey: conversationKeys.list(filters),
    queryFn: ({ signal }) => fetchConversations(filters, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
