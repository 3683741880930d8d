import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ZCheckoutPlanType } from '@immodesk/contracts/billing/planChoice';
import { PLAN_TYPES } from '@immodesk/contracts/vocabulary/plans';
import type { TSubscriptionResponse } from '@immodesk/contracts/billing/subscription.contract';
import { toastSuccess } from '@immodesk/sdk';
import { Button, Card } from '@immodesk/ui-kit';
import { toastFailure } from '../../errors/toastFailure';
import { PlanChoiceFields, type PlanChoice } from '../checkout/PlanChoiceFields';
import { useChangePlan } from '../hooks/useChangePlan';
import styles from '../Billing.module.css';

/** The running card subscription's plan and interval, or null when it is on a plan not sold online. */
function currentChoice(subscription: TSubscriptionResponse): PlanChoice | null {
  const plan = ZCheckoutPlanType.safeParse(subscription.planType);
  return plan.success && subscription.interval ? { plan: plan.data, interval: subscription.interval } : null;
}

/** Up- or downgrade a running card subscription; the provider prorates the rest of the period. */
export function ChangePlanCard({ subscription }: { subscription: TSubscriptionResponse }) {
  const { t } = useTranslation();
  const current = currentChoice(subscription);
  const [choice, setChoice] = useState<PlanChoice>(current ?? { plan: 'professional', interval: 'monthly' });
  const changePlan = useChangePlan();
  const isUnchanged =
    current !== null && current.plan === choice.plan && current.interval === choice.interval;
  const isUpgrade = PLAN_TYPES.indexOf(choice.plan) > PLAN_TYPES.indexOf(subscription.planType);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await changePlan.mutateAsync(choice);
      toastSuccess(t('billing.changePlan.done', { plan: t(`plan.types.${choice.plan}`) }));
    } catch (error) {
      toastFailure(t('billing.errors.changePlan'), error);
    }
  };

  return (
    <Card title={t('billing.changePlan.title')}>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)}>
        <PlanChoiceFields
          value={choice}
          onChange={setChoice}
          current={current}
          isDisabled={changePlan.isPending}
        />
        <p className={styles.muted}>{t('billing.changePlan.proration')}</p>
        <div className={styles.actions}>
          <Button type="submit" disabled={isUnchanged} isLoading={changePlan.isPending}>
            {t(isUpgrade ? 'billing.changePlan.upgrade' : 'billing.changePlan.downgrade', {
              plan: t(`plan.types.${choice.plan}`),
            })}
          </Button>
          <Link className={styles.link} to="/checkout?plan=enterprise">
            {t('billing.checkout.enterpriseLink')}
          </Link>
        </div>
      </form>
    </Card>
  );
}
