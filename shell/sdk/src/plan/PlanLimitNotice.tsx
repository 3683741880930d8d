import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName, PlanLimitBanner } from '@immodesk/ui-kit';
import { usePlanLimitUsage, type PlanLimitedResource } from './usePlanLimitUsage';

export type PlanLimitNoticeProps = {
  resource: PlanLimitedResource;
  /** The remote's namespace, holding `planLimit.used`, `.full`, `.nearly`, `.benefits.{properties,tenants,features}`, `.upgrade`. */
  namespace: string;
  testId?: string;
};

/** At a plan limit, or one from it: 'x of y … used' with what an upgrade brings and the upgrade link (SPEC.md §6). */
export function PlanLimitNotice({ resource, namespace, testId }: PlanLimitNoticeProps) {
  const { t } = useTranslation(namespace);
  const usage = usePlanLimitUsage(resource);
  if (!usage) return null;
  const other = resource === 'properties' ? 'tenants' : 'properties';
  return (
    <PlanLimitBanner
      title={t('planLimit.used', { active: usage.active, max: usage.max })}
      text={t(usage.isFull ? 'planLimit.full' : 'planLimit.nearly')}
      benefits={[
        t(`planLimit.benefits.${resource}`),
        t(`planLimit.benefits.${other}`),
        t('planLimit.benefits.features'),
      ]}
      isFull={usage.isFull}
      testId={testId}
      action={
        <Link
          to="/settings?section=plan#plan"
          className={buttonClassName({ variant: 'primary', size: 'small' })}
        >
          {t('planLimit.upgrade')}
        </Link>
      }
    />
  );
}
