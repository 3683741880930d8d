import type { ReactNode } from 'react';
import type { TRentPaymentListItem } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { RentPaymentCards } from './RentPaymentCards';
import { RentPaymentTable } from './RentPaymentTable';
import styles from './RentPaymentResults.module.css';

export type RentPaymentResultsProps = {
  payments: TRentPaymentListItem[];
  renderActions: (payment: TRentPaymentListItem, isCompact: boolean) => ReactNode;
};

/** One page of due items: compact cards where the list is narrow (a phone), a table where the columns fit. */
export function RentPaymentResults({ payments, renderActions }: RentPaymentResultsProps) {
  return (
    <div className={styles.results}>
      <div className={styles.cards}>
        <RentPaymentCards payments={payments} renderActions={renderActions} />
      </div>
      <div className={styles.table}>
        <RentPaymentTable payments={payments} renderActions={renderActions} />
      </div>
    </div>
  );
}
