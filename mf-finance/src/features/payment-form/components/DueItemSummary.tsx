import { useTranslation } from 'react-i18next';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { formatCents, formatDate } from '@immodesk/sdk';
import { SecondaryText } from '@immodesk/ui-kit';
import styles from './PaymentDialog.module.css';

export type DueItemSummaryProps = { item: TRentPayment };

/** The chosen due item: when it falls due, what it asks and what was received on it so far. */
export function DueItemSummary({ item }: DueItemSummaryProps) {
  const { t } = useTranslation('finance');
  return (
    <dl className={styles.summary} aria-label={t('paymentForm.summary.label')}>
      <div>
        <dt>{t('paymentForm.summary.dueDate')}</dt>
        <dd>{formatDate(item.dueDate)}</dd>
      </div>
      <div>
        <dt>{t('paymentForm.summary.amountDue')}</dt>
        <dd>
          {formatCents(item.amountDueCents)}
          {item.chargesCents > 0 ? (
            <SecondaryText>
              {t('rentPaymentList.rentAndCharges', {
                rent: formatCents(item.rentCents),
                charges: formatCents(item.chargesCents),
              })}
            </SecondaryText>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t('paymentForm.summary.received')}</dt>
        <dd>{formatCents(item.paidCents)}</dd>
      </div>
    </dl>
  );
}
