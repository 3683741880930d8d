import { useTranslation } from 'react-i18next';
import type { TRentPaymentTotals } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { formatCents } from '@immodesk/sdk';
import styles from './RentPaymentTotals.module.css';

export type RentPaymentTotalsProps = { totals: TRentPaymentTotals };

/** What the filtered items add up to over all pages (the server sums them): due, received and still open. */
export function RentPaymentTotals({ totals }: RentPaymentTotalsProps) {
  const { t } = useTranslation('finance');
  const figures = [
    { key: 'due', label: t('rentPaymentList.totals.due'), cents: totals.dueCents },
    { key: 'paid', label: t('rentPaymentList.totals.paid'), cents: totals.paidCents },
    { key: 'outstanding', label: t('rentPaymentList.totals.outstanding'), cents: totals.outstandingCents },
  ];
  return (
    <section aria-labelledby="rent-payment-totals" className={styles.totals}>
      <h2 id="rent-payment-totals" className={styles.title}>
        {t('rentPaymentList.totals.title')}
      </h2>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.figure} data-testid={`rent-payment-total-${figure.key}`}>
            <dt>{figure.label}</dt>
            <dd>{formatCents(figure.cents)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
