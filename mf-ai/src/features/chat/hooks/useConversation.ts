import { useQuery } from '@tanstack/react-query';
import { conversationKeys } from '../../conversation-list/api/conversationKeys';
import { fetchConversation } from '../api/fetchConversation';

/** An earlier conversation's messages, as they were when it was opened (none for a new conversation). */
export function useConversation(id: string | null) {
  return useQuery({
    queryKey: conversationKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchConversation(id!, signal),
    enabled: id !== null,
    // The chat adds its own turns below these; a refetch mid-conversation would show them twice (useChat marks it stale on leaving).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
