/** One query-key factory for the feature (STYLE.md), so invalidation never misses a list. */
export const messageKeys = {
  all: ['messages'] as const,
  history: (page: number, recipientId = '') => [...messageKeys.all, 'history', recipientId, page] as const,
  preselected: (contactId: string) => [...messageKeys.all, 'preselected', contactId] as const,
  recipientSearch: (q: string) => [...messageKeys.all, 'recipient-search', q] as const,
  documentSearch: (q: string) => [...messageKeys.all, 'document-search', q] as const,
};
