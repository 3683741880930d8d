import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTask } from '@immodesk/contracts/tasks/task';
import { isApiError, toastError, toastSuccess, toastWarning } from '@immodesk/sdk';
import { saveTask, type TaskFormBody } from '../api/saveTask';
import { taskKeys } from '../api/taskKeys';
import { uploadTaskDocument } from '../api/uploadTaskDocument';
import type { PendingAttachments } from './usePendingAttachments';

export type SaveOutcome =
  | { outcome: 'saved'; task: TTask }
  /** The task is saved, but some files were not uploaded (SPEC §8 warning). */
  | { outcome: 'partial'; task: TTask }
  | { outcome: 'failed'; details: Record<string, unknown> | undefined };

/**
 * Saves the task first, then uploads the chosen files one by one with their progress: a failed upload never
 * undoes the saved task; the file stays listed with the server's reason so it can be retried or removed.
 */
export function useSaveTask(initialTaskId: string | null, pending: PendingAttachments) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  const [taskId, setTaskId] = useState(initialTaskId);
  const [isSaving, setIsSaving] = useState(false);

  async function save(body: TaskFormBody): Promise<SaveOutcome> {
    setIsSaving(true);
    try {
      let task: TTask;
      try {
        task = await saveTask(taskId, body);
      } catch (error) {
        toastError(error, t(taskId ? 'tasks.toasts.updateFailed' : 'tasks.toasts.addFailed'));
        return { outcome: 'failed', details: isApiError(error) ? error.details : undefined };
      }
      const wasNew = taskId === null;
      setTaskId(task.id);
      let failures = 0;
      for (const item of pending.items) {
        pending.update(item.key, { isUploading: true, progress: 0, error: null });
        try {
          await uploadTaskDocument(
            task.id,
            item.file,
            (progress) => pending.update(item.key, { progress }),
            t('tasks.errors.connection'),
          );
          pending.remove(item.key);
        } catch (error) {
          failures += 1;
          pending.update(item.key, {
            isUploading: false,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: taskKeys.documents(task.id) }),
      ]);
      if (failures > 0) {
        toastWarning(t('tasks.toasts.documentsFailed', { count: failures }));
        return { outcome: 'partial', task };
      }
      toastSuccess(t(wasNew ? 'tasks.toasts.added' : 'tasks.toasts.updated', { title: task.title }));
      return { outcome: 'saved', task };
    } finally {
      setIsSaving(false);
    }
  }

  return { taskId, isSaving, save };
}
