import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { isUnlimited, usePlan, usePlanLimits } from '@immodesk/sdk';
import { PlanBadge } from './PlanBadge';
import styles from './PlanSummary.module.css';

/** SPEC §2/§6: the plan badge and the 'x of y properties used' bar of the avatar menu. */
export function PlanSummary() {
  const { t } = useTranslation();
  const { data: plan } = usePlan();
  const { data: limits } = usePlanLimits();
  if (!plan && !limits) return null;
  const hasLimit = limits !== undefined && !isUnlimited(limits.maxProperties);
  const usedPercent =
    hasLimit && limits.maxProperties > 0
      ? Math.min(100, Math.round((limits.activeProperties / limits.maxProperties) * 100))
      : 0;
  return (
    <div className={styles.summary}>
      {plan ? (
        <p className={styles.planLine}>
          <span>{t('plan.current')}</span>
          <PlanBadge planType={plan.planType} />
        </p>
      ) : null}
      {limits ? (
        hasLimit ? (
          <div className={styles.usage}>
            <p className={styles.usageText}>
              {t('plan.propertiesUsed', { active: limits.activeProperties, max: limits.maxProperties })}
            </p>
            <div className={styles.track} aria-hidden="true">
              <div
                className={clsx(styles.fill, usedPercent >= 100 && styles.full)}
                style={{ width: `${usedPercent}%` }}
              />
            </div>
          </div>
        ) : (
          <p className={styles.usageText}>
            {t('plan.propertiesUnlimited', { count: limits.activeProperties })}
          </p>
        )
      ) : null}
    </div>
  );
}
