import { useQuery } from '@tanstack/react-query';
import { fetchTaskDocuments } from '../api/taskDocuments';
import { taskKeys } from '../api/taskKeys';

/** The attachments of a saved task; nothing to fetch for a new one. */
export function useTaskDocuments(taskId: string | null) {
  return useQuery({
    queryKey: taskKeys.documents(taskId ?? 'new'),
    queryFn: ({ signal }) => fetchTaskDocuments(taskId as string, signal),
    enabled: taskId !== null,
  });
}
