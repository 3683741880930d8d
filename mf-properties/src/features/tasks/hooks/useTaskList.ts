import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchTasks } from '../api/fetchTasks';
import { taskKeys, type TaskListFilters } from '../api/taskKeys';

export function useTaskList(filters: TaskListFilters) {
  return useQuery({
    queryKey: taskKeys.list(filters),
    queryFn: ({ signal }) => fetchTasks(filters, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
