import type { TListTasksResponse } from '@immodesk/contracts/tasks/listTasks.contract';
import { apiGet } from '@immodesk/sdk';
import type { TaskListFilters } from './taskKeys';

// Typed by the contract, not parsed here: the BFF answers through it, and the list's first load stays without zod.
export function fetchTasks(filters: TaskListFilters, signal?: AbortSignal): Promise<TListTasksResponse> {
  return apiGet<TListTasksResponse>('/api/tasks', {
    query: {
      page: filters.page,
      pageSize: filters.pageSize,
      q: filters.q,
      status: filters.status === 'all' ? undefined : filters.status,
      propertyId: filters.propertyId,
    },
    signal,
  });
}
