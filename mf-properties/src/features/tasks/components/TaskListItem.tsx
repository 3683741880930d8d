import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTask } from '@immodesk/contracts/tasks/task';
import { formatAddress } from '@immodesk/sdk';
import { Badge, Button, layout, VisuallyHidden } from '@immodesk/ui-kit';
import { DueLabelBadge } from './DueLabelBadge';
import { PriorityBadge } from './PriorityBadge';
import styles from './TaskListItem.module.css';

export type TaskListItemProps = {
  task: TTask;
  today: string;
  contractorName: string | null;
  isToggling: boolean;
  onToggle: (task: TTask) => void;
  onEdit: (task: TTask) => void;
  onDelete: (task: TTask) => void;
};

/** One task: a checkbox to mark it complete, what and where, its badges, and edit and delete. */
export function TaskListItem({
  task,
  today,
  contractorName,
  isToggling,
  onToggle,
  onEdit,
  onDelete,
}: TaskListItemProps) {
  const { t } = useTranslation('properties');
  const titleId = useId();
  const where = task.property ? formatAddress(task.property) : t('tasks.list.general');
  return (
    <li
      className={clsx(styles.item, task.completed && styles.completed)}
      data-testid="task-item"
      aria-labelledby={titleId}
    >
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={task.completed}
          disabled={isToggling}
          onChange={() => onToggle(task)}
        />
        <VisuallyHidden>{t('tasks.list.completedLabel', { title: task.title })}</VisuallyHidden>
      </label>
      <div className={layout.stack}>
        <h2 id={titleId} className={styles.title}>
          {task.title}
        </h2>
        <p className={styles.meta}>
          {where}
          {contractorName ? ` · ${t('tasks.list.contractor', { name: contractorName })}` : null}
        </p>
        {task.description ? <p className={styles.description}>{task.description}</p> : null}
        <div className={styles.badges}>
          {task.completed ? (
            <Badge tone="success">{t('tasks.status.completed')}</Badge>
          ) : (
            <DueLabelBadge task={task} today={today} />
          )}
          <PriorityBadge priority={task.priority} />
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" size="small" onClick={() => onEdit(task)}>
            {t('tasks.list.edit')} <VisuallyHidden>{task.title}</VisuallyHidden>
          </Button>
          <Button variant="ghost" size="small" onClick={() => onDelete(task)}>
            {t('tasks.list.delete')} <VisuallyHidden>{task.title}</VisuallyHidden>
          </Button>
        </div>
      </div>
    </li>
  );
}
