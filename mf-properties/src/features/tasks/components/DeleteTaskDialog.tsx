import { useTranslation } from 'react-i18next';
import type { TTask } from '@immodesk/contracts/tasks/task';
import { Button, Dialog, formGrid } from '@immodesk/ui-kit';
import { useDeleteTask } from '../hooks/useDeleteTask';

export type DeleteTaskDialogProps = { task: TTask; onClose: () => void };

/** SPEC §2 delete confirmation: the task and its attachments go, after an explicit confirmation. */
export function DeleteTaskDialog({ task, onClose }: DeleteTaskDialogProps) {
  const { t } = useTranslation('properties');
  const deletion = useDeleteTask(onClose);
  return (
    <Dialog
      isOpen
      title={t('tasks.delete.title')}
      description={t('tasks.delete.description', { title: task.title })}
      onClose={() => (deletion.isPending ? undefined : onClose())}
    >
      <div className={formGrid.actions}>
        <Button variant="secondary" onClick={onClose} disabled={deletion.isPending} data-autofocus>
          {t('tasks.delete.cancel')}
        </Button>
        <Button variant="danger" isLoading={deletion.isPending} onClick={() => deletion.mutate(task)}>
          {t('tasks.delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
