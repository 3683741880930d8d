import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRentPaymentListItem } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { formatCents, formatDate, formatRentPeriod, RentPaymentStatus } from '@immodesk/sdk';
import { layout, NotProvided } from '@immodesk/ui-kit';
import { ItemCard } from '../../../shared/components/ItemCard';
import styles from './RentPaymentCards.module.css';

export type RentPaymentCardsProps = {
  payments: TRentPaymentListItem[];
  renderActions: (payment: TRentPaymentListItem, isCompact: boolean) => ReactNode;
};

/**
 * Due rent items as compact cards for a phone: who and where, the contract and period, the amounts, the status with
 * what is still open, and the item's actions.
 */
export function RentPaymentCards({ payments, renderActions }: RentPaymentCardsProps) {
  const { t } = useTranslation('finance');
  return (
    <ul className={layout.gridList} aria-label={t('rentPaymentList.caption')}>
      {payments.map((payment) => {
        const tenants = payment.tenantNames.length > 0 ? payment.tenantNames.join(', ') : null;
        return (
          <ItemCard
            key={payment.id}
            data-testid="rent-payment-card"
            heading={
              <>
                <span className={styles.tenant}>
                  {tenants ?? payment.propertyAddress ?? <NotProvided label={t('notProvided')} />}
                </span>
                <span className={styles.period}>{formatRentPeriod(payment.period)}</span>
              </>
            }
          >
            {tenants && payment.propertyAddress ? (
              <p className={styles.property}>{payment.propertyAddress}</p>
            ) : null}
            {payment.contractNumber ? (
              <p className={styles.property}>
                {t('rentPaymentList.contractNumber', { number: payment.contractNumber })}
              </p>
            ) : null}
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
                <dd>
                  {payment.paidAt ? (
                    formatCents(payment.paidCents)
                  ) : (
                    <NotProvided label={t('rentPaymentList.notPaidYet')} />
                  )}
                </dd>
              </div>
            </dl>
            <RentPaymentStatus payment={payment} />
            {renderActions(payment, false)}
          </ItemCard>
        );
      })}
    </ul>
  );
}
