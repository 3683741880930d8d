import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTask } from '@immodesk/contracts/tasks/task';
import { toastError, toastSuccess } from '@immodesk/sdk';
import { updateTask } from '../api/saveTask';
import { taskKeys } from '../api/taskKeys';

/** Marks a task complete or incomplete again (PATCH `{ completed }`), with a toast either way. */
export function useToggleTaskCompleted() {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: TTask) => updateTask(task.id, { completed: !task.completed }),
    onSuccess: (task) => {
      toastSuccess(
        task.completed
          ? t('tasks.toasts.completed', { title: task.title })
          : t('tasks.toasts.reopened', { title: task.title }),
      );
      return queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
    },
    onError: (error) => toastError(error, t('tasks.toasts.updateFailed')),
  });
}
