import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTask } from '@immodesk/contracts/tasks/task';
import { toastError, toastSuccess } from '@immodesk/sdk';
import { deleteTask } from '../api/deleteTask';
import { taskKeys } from '../api/taskKeys';

/** Deletes a task with its attachments, with a toast either way. */
export function useDeleteTask(onDeleted: () => void) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: TTask) => deleteTask(task.id),
    onSuccess: (_, task) => {
      toastSuccess(t('tasks.toasts.deleted', { title: task.title }));
      onDeleted();
      return queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
    },
    onError: (error) => toastError(error, t('tasks.toasts.deleteFailed')),
  });
}
