import { useTranslation } from 'react-i18next';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { formatCents, formatDate, formatRentPeriod, RentPaymentStatus } from '@immodesk/sdk';
import { NotProvided } from '@immodesk/ui-kit';
import { usePaymentParties } from '../hooks/usePaymentParties';
import styles from './RentPaymentCards.module.css';

export type RentPaymentCardsProps = { payments: TRentPayment[] };

/**
 * Due rent items as compact cards for a phone: who and where, the period, the amounts and the status with what is
 * still open. About 150 px each, so a page of 50 stays a page, not a 15,000 px scroll.
 */
export function RentPaymentCards({ payments }: RentPaymentCardsProps) {
  const { t } = useTranslation('finance');
  const { tenantName, propertyAddress } = usePaymentParties();
  return (
    <ul className={styles.cards} aria-label={t('rentPaymentList.caption')}>
      {payments.map((payment) => {
        const tenant = tenantName(payment.tenantId);
        const property = propertyAddress(payment.propertyId);
        return (
          <li key={payment.id} className={styles.card} data-testid="rent-payment-card">
            <div className={styles.heading}>
              <span className={styles.tenant}>{tenant ?? property ?? <NotProvided label={t('notProvided')} />}</span>
              <span className={styles.period}>{formatRentPeriod(payment.period)}</span>
            </div>
            {tenant && property ? <p className={styles.property}>{property}</p> : null}
            <dl className={styles.figures}>
              <div>
                <dt>{t('rentPaymentList.columns.dueDate')}</dt>
                <dd>{formatDate(payment.dueDate)}</dd>
              </div>
              <div>
                <dt>{t('rentPaymentList.columns.amountDue')}</dt>
                <dd>{formatCents(payment.amountDueCents)}</dd>
              </div>
              <div>
                <dt>{t('rentPaymentList.columns.paid')}</dt>
                <dd>{payment.paidAt ? formatCents(payment.paidCents) : <NotProvided label={t('rentPaymentList.notPaidYet')} />}</dd>
              </div>
            </dl>
            <RentPaymentStatus payment={payment} />
          </li>
        );
      })}
    </ul>
  );
}
