import type { ContactListFilters } from '../../shared/hooks/useContactList';

export type ContractorListFilters = ContactListFilters;

/** One query-key factory for the feature (STYLE.md), so invalidation never misses a list. */
export const contractorKeys = {
  all: ['contractors'] as const,
  lists: () => [...contractorKeys.all, 'list'] as const,
  list: (filters: ContractorListFilters) => [...contractorKeys.lists(), filters] as const,
  detail: (id: string) => [...contractorKeys.all, 'detail', id] as const,
};
