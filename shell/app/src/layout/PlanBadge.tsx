import { useTranslation } from 'react-i18next';
import type { PlanType } from '@immodesk/contracts/vocabulary/plans';
import { Badge } from '@immodesk/ui-kit';

export type PlanBadgeProps = { planType: PlanType };

/** The plan's name as a badge: neutral for the free plan, informative for a paid one. */
export function PlanBadge({ planType }: PlanBadgeProps) {
  const { t } = useTranslation();
  return <Badge tone={planType === 'free' ? 'neutral' : 'info'}>{t(`plan.types.${planType}`)}</Badge>;
}
