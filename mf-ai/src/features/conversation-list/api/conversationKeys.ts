export type ConversationListFilters = { page: number; pageSize: number };

/** One query-key factory for the feature (STYLE.md), so invalidation never misses a list. */
export const conversationKeys = {
  all: ['aiConversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: (filters: ConversationListFilters) => [...conversationKeys.lists(), filters] as const,
  detail: (id: string) => [...conversationKeys.all, 'detail', id] as const,
};
