import { useTranslation } from 'react-i18next';
import type { TTask } from '@immodesk/contracts/tasks/task';
import { ConfirmDialog, confirmCopy } from '@immodesk/ui-kit';
import { useDeleteTask } from '../hooks/useDeleteTask';

export type DeleteTaskDialogProps = { task: TTask; onClose: () => void };

/** SPEC §2 delete confirmation: the task and its attachments go, after an explicit confirmation. */
export function DeleteTaskDialog({ task, onClose }: DeleteTaskDialogProps) {
  const { t } = useTranslation('properties');
  const deletion = useDeleteTask(onClose);
  return (
    <ConfirmDialog
      {...confirmCopy(t, 'tasks.delete', { title: task.title })}
      confirmVariant="danger"
      isPending={deletion.isPending}
      onConfirm={() => deletion.mutate(task)}
      onClose={onClose}
    />
  );
}
