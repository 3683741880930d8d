import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSubscriptionResponse } from '@immodesk/contracts/billing/subscription.contract';
import { formatCents, formatDate, toBrusselsDate } from '@immodesk/sdk';
import { Badge, Button, Card } from '@immodesk/ui-kit';
import { PlanBadge } from '../../layout/PlanBadge';
import { PlanLine } from '../../layout/PlanLine';
import { subscriptionStatusText } from '../utils/subscriptionStatus';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import styles from '../Billing.module.css';

/** The current plan, its status (trial days left, ending date, overdue payment), the next invoice and cancel. */
export function SubscriptionSummary({ subscription }: { subscription: TSubscriptionResponse }) {
  const { t } = useTranslation();
  const [isCancelling, setIsCancelling] = useState(false);
  const status = subscriptionStatusText(subscription);
  const periodEnd = subscription.currentPeriodEnd
    ? formatDate(toBrusselsDate(subscription.currentPeriodEnd))
    : null;
  return (
    <Card title={t('plan.current')} data-testid="subscription-summary">
      <PlanLine>
        <PlanBadge planType={subscription.planType} />
        <Badge tone={status.tone}>{t(status.key, status.values)}</Badge>
      </PlanLine>
      <dl className={styles.details}>
        {subscription.interval ? (
          <div className={styles.detailRow}>
            <dt>{t('billing.subscription.interval')}</dt>
            <dd>{t(`billing.choice.intervals.${subscription.interval}`)}</dd>
          </div>
        ) : null}
        {periodEnd && !subscription.cancelAt ? (
          <div className={styles.detailRow}>
            <dt>{t('billing.subscription.periodEnd')}</dt>
            <dd>{periodEnd}</dd>
          </div>
        ) : null}
        {subscription.nextInvoice && !subscription.cancelAt ? (
          <div className={styles.detailRow}>
            <dt>{t('billing.subscription.nextInvoice')}</dt>
            <dd>
              {t('billing.subscription.nextInvoiceValue', {
                amount: formatCents(subscription.nextInvoice.amountCents),
                date: formatDate(subscription.nextInvoice.date),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      {subscription.provider === 'bank_transfer' && periodEnd ? (
        <p className={styles.muted}>{t('billing.subscription.bankTransferPeriod', { date: periodEnd })}</p>
      ) : null}
      {subscription.canManageOnline ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setIsCancelling(true)}>
            {t('billing.cancel.open')}
          </Button>
        </div>
      ) : null}
      <CancelSubscriptionDialog
        isOpen={isCancelling}
        accessUntil={periodEnd}
        onClose={() => setIsCancelling(false)}
      />
    </Card>
  );
}
