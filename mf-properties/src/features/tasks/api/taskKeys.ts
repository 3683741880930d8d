import type { TTaskStatusFilter } from '@immodesk/contracts/tasks/listTasks.contract';

export type TaskListFilters = {
  page: number;
  pageSize: number;
  q: string;
  status: TTaskStatusFilter;
  propertyId: string;
};

/** One query-key factory for the feature (STYLE.md), so invalidation never misses a list. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (filters: TaskListFilters) => [...taskKeys.lists(), filters] as const,
  documents: (taskId: string) => [...taskKeys.all, 'documents', taskId] as const,
  propertyOptions: () => [...taskKeys.all, 'property-options'] as const,
  contractorOptions: () => [...taskKeys.all, 'contractor-options'] as const,
};
