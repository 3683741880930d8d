import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@immodesk/ui-kit';
import { dueLabelOf, formatDueDay, type DueLabel } from '../utils/dueLabel';

const TONES: Record<DueLabel['kind'], BadgeTone> = {
  overdue: 'danger',
  today: 'warning',
  tomorrow: 'info',
  inDays: 'neutral',
  none: 'neutral',
};

export type DueLabelBadgeProps = { task: { dueDate: string | null; completed: boolean }; today: string };

/** SPEC §4 due label of an open task: overdue since …, due today, due tomorrow, due in N days, no due date. */
export function DueLabelBadge({ task, today }: DueLabelBadgeProps) {
  const { t, i18n } = useTranslation('properties');
  const label = dueLabelOf(task, today);
  let text: string;
  if (label.kind === 'overdue')
    text = t('tasks.due.overdue', { date: formatDueDay(label.since, today, i18n.language) });
  else if (label.kind === 'inDays') text = t('tasks.due.inDays', { count: label.days });
  else text = t(`tasks.due.${label.kind}`);
  return (
    <span data-testid="due-label" data-kind={label.kind}>
      <Badge tone={TONES[label.kind]}>{text}</Badge>
    </span>
  );
}
