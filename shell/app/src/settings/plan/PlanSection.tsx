import { useTranslation } from 'react-i18next';
import { isUnlimited, usePlan, usePlanLimits } from '@immodesk/sdk';
import { Badge, Card, ErrorState, Spinner } from '@immodesk/ui-kit';
import styles from '../Settings.module.css';

/**
 * SPEC §2 settings → plan: the current plan and its usage, nothing more, until the product can change a plan
 * (billing, issue 17, `IS_PLAN_CHANGE_AVAILABLE`): no change path is offered that the product does not have.
 */
export function PlanSection() {
  const { t } = useTranslation();
  const plan = usePlan();
  const limits = usePlanLimits();

  const usage = (active: number, max: number, key: 'properties' | 'tenants') =>
    isUnlimited(max) ? t(`plan.${key}Unlimited`, { count: active }) : t(`plan.${key}Used`, { active, max });

  return (
    <>
      <h2 className={styles.sectionHeading}>{t('settings.sections.plan')}</h2>
      {plan.isPending || limits.isPending ? <Spinner label={t('app.loading')} /> : null}
      {plan.isError || limits.isError ? (
        <ErrorState
          title={t('plan.unavailableTitle')}
          message={t(plan.isError ? 'plan.fetchFailed' : 'plan.limitsFetchFailed')}
          retryLabel={t('app.retry')}
          onRetry={() => {
            void plan.refetch();
            void limits.refetch();
          }}
        />
      ) : null}
      {plan.data && limits.data ? (
        <Card title={t('plan.current')} headingLevel={3}>
          <p className={styles.planLine}>
            <Badge tone={plan.data.planType === 'free' ? 'neutral' : 'info'}>{t(`plan.types.${plan.data.planType}`)}</Badge>
            <span>{t(`plan.statuses.${plan.data.status}`)}</span>
          </p>
          <ul className={styles.planUsage}>
            <li>{usage(limits.data.activeProperties, limits.data.maxProperties, 'properties')}</li>
            <li>{usage(limits.data.activeTenants, limits.data.maxTenants, 'tenants')}</li>
          </ul>
        </Card>
      ) : null}
    </>
  );
}
