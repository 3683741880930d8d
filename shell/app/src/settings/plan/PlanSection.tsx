import { useTranslation } from 'react-i18next';
import { isUnlimited, useBranding, usePlan, usePlanLimits } from '@immodesk/sdk';
import { Badge, Card, ErrorState, Spinner } from '@immodesk/ui-kit';
import styles from '../Settings.module.css';

/** SPEC §2 settings → plan: the current plan and its usage. Online plan changes arrive with billing. */
export function PlanSection() {
  const { t } = useTranslation();
  const { supportEmail } = useBranding();
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
          {plan.data.planType === 'enterprise' ? null : (
            <p>
              {t('plan.changeByRequest')}{' '}
              <a href={`mailto:${supportEmail}?subject=${encodeURIComponent(t('plan.mailSubject'))}`}>{t('plan.changeByMail', { email: supportEmail })}</a>
            </p>
          )}
        </Card>
      ) : null}
    </>
  );
}
