import { useTranslation } from 'react-i18next';
import type { TBillingInterval } from '@immodesk/contracts/billing/planChoice';
import type { TPlanType } from '@immodesk/contracts/plan/plan.contract';
import { formatCents } from '@immodesk/sdk';
import { planPrice } from '../utils/planPrice';

/** "€ 25,00 per month" or "€ 228,00 per year (€ 19,00 per month, you save 24%)". */
export function PlanPriceText({ planType, interval }: { planType: TPlanType; interval: TBillingInterval }) {
  const { t } = useTranslation();
  const price = planPrice(planType, interval);
  if (!price) return null;
  if (interval === 'monthly')
    return <>{t('billing.price.perMonth', { amount: formatCents(price.amountCents) })}</>;
  return (
    <>
      {t('billing.price.perYear', {
        amount: formatCents(price.amountCents),
        perMonth: formatCents(price.perMonthCents),
        saving: price.savingPercent,
      })}
    </>
  );
}
