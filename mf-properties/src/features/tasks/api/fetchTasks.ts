import { ZListTasksResponse, type TListTasksResponse } from '@immodesk/contracts/tasks/listTasks.contract';
import { apiGet } from '@immodesk/sdk';
import type { TaskListFilters } from './taskKeys';

export function fetchTasks(filters: TaskListFilters, signal?: AbortSignal): Promise<TListTasksResponse> {
  return apiGet('/api/tasks', {
    query: { page: filters.page, pageSize: filters.pageSize, q: filters.q, status: filters.status === 'all' ? undefined : filters.status, propertyId: filters.propertyId },
    schema: ZListTasksResponse,
    signal,
  });
}
