import { useTranslation } from 'react-i18next';
import { isUnlimited, usePlan, usePlanLimits } from '@immodesk/sdk';
import { Badge } from '@immodesk/ui-kit';
import styles from './PlanSummary.module.css';

/** SPEC §2/§6: the plan badge and the 'x of y properties used' bar of the avatar menu. */
export function PlanSummary() {
  const { t } = useTranslation();
  const { data: plan } = usePlan();
  const { data: limits } = usePlanLimits();
  if (!plan && !limits) return null;
  const maxProperties = limits?.maxProperties ?? -1;
  const hasLimit = limits !== undefined && !isUnlimited(maxProperties);
  const usedPercent = hasLimit && maxProperties > 0 ? Math.min(100, Math.round((limits.activeProperties / maxProperties) * 100)) : 0;
  return (
    <div className={styles.summary}>
      {plan ? (
        <p className={styles.planLine}>
          <span>{t('plan.current')}</span>
          <Badge tone={plan.planType === 'free' ? 'neutral' : 'info'}>{t(`plan.types.${plan.planType}`)}</Badge>
        </p>
      ) : null}
      {limits ? (
        hasLimit ? (
          <div className={styles.usage}>
            <p className={styles.usageText}>{t('plan.propertiesUsed', { active: limits.activeProperties, max: maxProperties })}</p>
            <div className={styles.track} aria-hidden="true">
              <div className={[styles.fill, usedPercent >= 100 ? styles.full : ''].join(' ')} style={{ width: `${usedPercent}%` }} />
            </div>
          </div>
        ) : (
          <p className={styles.usageText}>{t('plan.propertiesUnlimited', { count: limits.activeProperties })}</p>
        )
      ) : null}
    </div>
  );
}
