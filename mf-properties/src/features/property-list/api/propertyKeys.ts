export type PropertyListFilters = { page: number; pageSize: number };

/** One query-key factory for the feature (STYLE.md), so invalidation never misses a list. */
export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => [...propertyKeys.all, 'list'] as const,
  list: (filters: PropertyListFilters) => [...propertyKeys.lists(), filters] as const,
};
