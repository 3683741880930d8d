import { useTranslation } from 'react-i18next';
import {
  ZBillingInterval,
  ZCheckoutPlanType,
  type TBillingInterval,
  type TCheckoutPlanType,
} from '@immodesk/contracts/billing/planChoice';
import { PLAN_CATALOGUE } from '@immodesk/contracts/vocabulary/plans';
import { PlanPriceText } from './PlanPriceText';
import styles from '../Billing.module.css';

export type PlanChoice = { plan: TCheckoutPlanType; interval: TBillingInterval };

export type PlanChoiceFieldsProps = {
  value: PlanChoice;
  onChange: (choice: PlanChoice) => void;
  /** The plan and interval the organization pays now: shown as current and not chosen again. */
  current?: PlanChoice | null;
  isDisabled?: boolean;
};

/** The plans sold online (Basic, Professional) with their limits and price, and monthly or yearly billing. */
export function PlanChoiceFields({
  value,
  onChange,
  current = null,
  isDisabled = false,
}: PlanChoiceFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className={styles.choice} disabled={isDisabled}>
        <legend className={styles.legend}>{t('billing.choice.interval')}</legend>
        <div className={styles.intervals}>
          {ZBillingInterval.options.map((interval) => (
            <label key={interval} className={styles.option}>
              <input
                type="radio"
                name="interval"
                value={interval}
                checked={value.interval === interval}
                onChange={() => onChange({ ...value, interval })}
              />
              <span>{t(`billing.choice.intervals.${interval}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.choice} disabled={isDisabled}>
        <legend className={styles.legend}>{t('billing.choice.plan')}</legend>
        <div className={styles.plans}>
          {ZCheckoutPlanType.options.map((plan) => {
            const { maxProperties, maxTenants } = PLAN_CATALOGUE[plan];
            const isCurrent = current?.plan === plan && current.interval === value.interval;
            return (
              <label key={plan} className={styles.planOption} data-plan={plan}>
                <input
                  type="radio"
                  name="plan"
                  value={plan}
                  checked={value.plan === plan}
                  onChange={() => onChange({ ...value, plan })}
                />
                <span className={styles.planText}>
                  <strong>{t(`plan.types.${plan}`)}</strong>
                  {isCurrent ? <span className={styles.muted}> · {t('billing.choice.current')}</span> : null}
                  <span className={styles.muted}>
                    {t('billing.choice.limits', { properties: maxProperties, tenants: maxTenants })}
                  </span>
                  <span>
                    <PlanPriceText planType={plan} interval={value.interval} />
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </>
  );
}
