import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TTask } from '@immodesk/contracts/tasks/task';
import { formatAddress, formatDate } from '@immodesk/sdk';
import { Badge, layout } from '@immodesk/ui-kit';
import styles from './ContactDetails.module.css';

const STATUS_TONES = { pending: 'neutral', completed: 'success', overdue: 'danger' } as const;

/** Tasks in a detail view: title (to the tasks screen), property, due date and status. */
export function RelatedTaskList({ tasks }: { tasks: TTask[] }) {
  const { t } = useTranslation('contacts');
  return (
    <ul className={layout.list} data-testid="related-tasks">
      {tasks.map((task) => (
        <li key={task.id} className={layout.spreadLine}>
          <span>
            <Link to={`/tasks?q=${encodeURIComponent(task.title)}`}>{task.title}</Link>
            <br />
            <span className={styles.muted}>
              {task.property ? formatAddress(task.property) : t('details.generalTask')}
            </span>
          </span>
          <span>
            {task.dueDate ? (
              <span className={styles.muted}>{t('details.due', { date: formatDate(task.dueDate) })} </span>
            ) : null}
            <Badge tone={STATUS_TONES[task.status]}>{t(`details.taskStatus.${task.status}`)}</Badge>
          </span>
        </li>
      ))}
    </ul>
  );
}
