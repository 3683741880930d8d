import { useTranslation } from 'react-i18next';
import type { TTaskPriority } from '@immodesk/contracts/tasks/task';
import { Badge, type BadgeTone } from '@immodesk/ui-kit';

const TONES: Record<TTaskPriority, BadgeTone> = { low: 'neutral', medium: 'info', high: 'warning' };

export function PriorityBadge({ priority }: { priority: TTaskPriority }) {
  const { t } = useTranslation('properties');
  return <Badge tone={TONES[priority]}>{t(`tasks.priority.${priority}`)}</Badge>;
}
