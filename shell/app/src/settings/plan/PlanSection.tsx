import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ZCheckoutPlanType } from '@immodesk/contracts/billing/planChoice';
import { PLAN_TYPES } from '@immodesk/contracts/vocabulary/plans';
import { isUnlimited, usePlan, usePlanLimits } from '@immodesk/sdk';
import { buttonClassName, Card, ErrorState, Spinner } from '@immodesk/ui-kit';
import { PlanBadge } from '../../layout/PlanBadge';
import { PlanLine } from '../../layout/PlanLine';
import { checkoutPath } from '../../billing/utils/checkoutParams';
import { subscriptionStatusText } from '../../billing/utils/subscriptionStatus';
import { IS_PLAN_CHANGE_AVAILABLE } from '../../layout/upgradePath';
import styles from '../Settings.module.css';

/**
 * SPEC §2 settings → plan: the current plan, its status (the trial's days left), its usage, and the ways to change
 * it: the subscription page, and a checkout for each larger plan (Enterprise through sales).
 */
export function PlanSection() {
  const { t } = useTranslation();
  const plan = usePlan();
  const limits = usePlanLimits();

  const usage = (active: number, max: number, key: 'properties' | 'tenants') =>
    isUnlimited(max) ? t(`plan.${key}Unlimited`, { count: active }) : t(`plan.${key}Used`, { active, max });

  const status = plan.data ? subscriptionStatusText(plan.data) : null;
  const largerPlans = plan.data ? PLAN_TYPES.slice(PLAN_TYPES.indexOf(plan.data.planType) + 1) : [];
  const isOnTrial = status?.key === 'billing.status.trial';

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
      {plan.data && limits.data && status ? (
        <Card title={t('plan.current')} headingLevel={3}>
          <PlanLine>
            <PlanBadge planType={plan.data.planType} />
            <span>{t(status.key, status.values)}</span>
          </PlanLine>
          {isOnTrial ? <p className={styles.text}>{t('billing.settings.trialExplained')}</p> : null}
          <ul className={styles.planUsage}>
            <li>{usage(limits.data.activeProperties, limits.data.maxProperties, 'properties')}</li>
            <li>{usage(limits.data.activeTenants, limits.data.maxTenants, 'tenants')}</li>
          </ul>
          {IS_PLAN_CHANGE_AVAILABLE ? (
            <div className={styles.actions}>
              {isOnTrial ? (
                <Link to={checkoutPath('professional')} className={buttonClassName({ size: 'small' })}>
                  {t('billing.settings.choosePlan')}
                </Link>
              ) : (
                largerPlans.map((larger) => {
                  const onlinePlan = ZCheckoutPlanType.safeParse(larger);
                  return (
                    <Link
                      key={larger}
                      to={checkoutPath(onlinePlan.success ? onlinePlan.data : 'enterprise')}
                      className={buttonClassName({
                        variant: onlinePlan.success ? 'primary' : 'secondary',
                        size: 'small',
                      })}
                    >
                      {t(
                        onlinePlan.success ? 'billing.settings.upgradeTo' : 'billing.settings.contactSales',
                        { plan: t(`plan.types.${larger}`) },
                      )}
                    </Link>
                  );
                })
              )}
              <Link to="/subscription" className={buttonClassName({ variant: 'ghost', size: 'small' })}>
                {t('billing.settings.manage')}
              </Link>
            </div>
          ) : null}
        </Card>
      ) : null}
    </>
  );
}
