import { useTranslation } from 'react-i18next';
import type { TRentPaymentTotals } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { formatCents } from '@immodesk/sdk';
import { FigureList } from '../../../shared/components/FigureList';
import styles from './RentPaymentTotals.module.css';

export type RentPaymentTotalsProps = { totals: TRentPaymentTotals };

/** What the filtered items add up to over all pages (the server sums them): due, received and still open. */
export function RentPaymentTotals({ totals }: RentPaymentTotalsProps) {
  const { t } = useTranslation('finance');
  const figures = [
    { key: 'due', label: t('rentPaymentList.totals.due'), value: formatCents(totals.dueCents) },
    { key: 'paid', label: t('rentPaymentList.totals.paid'), value: formatCents(totals.paidCents) },
    {
      key: 'outstanding',
      label: t('rentPaymentList.totals.outstanding'),
      value: formatCents(totals.outstandingCents),
    },
  ];
  return (
    <section aria-labelledby="rent-payment-totals" className={styles.totals}>
      <h2 id="rent-payment-totals" className={styles.title}>
        {t('rentPaymentList.totals.title')}
      </h2>
      <FigureList figures={figures} testIdPrefix="rent-payment-total" />
    </section>
  );
}
