import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRentPaymentListItem } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import {
  formatCents,
  formatDate,
  formatRentPeriod,
  RentPaymentStatus,
  rentPaymentDisplay,
} from '@immodesk/sdk';
import { NotProvided, SecondaryText, StackedTable, type StackedTableColumns } from '@immodesk/ui-kit';
import styles from './RentPaymentTable.module.css';

export type RentPaymentTableProps = {
  payments: TRentPaymentListItem[];
  renderActions: (payment: TRentPaymentListItem, isCompact: boolean) => ReactNode;
};

/** Due rent items as a table, where its columns fit (RentPaymentResults shows cards instead on a narrow screen). */
export function RentPaymentTable({ payments, renderActions }: RentPaymentTableProps) {
  const { t } = useTranslation('finance');
  const notProvided = <NotProvided label={t('notProvided')} />;
  const columns: StackedTableColumns<TRentPaymentListItem> = [
    {
      header: t('rentPaymentList.columns.lease'),
      cell: (payment) => (
        <span>
          {payment.propertyAddress ?? notProvided}
          {payment.tenantNames.length > 0 ? (
            <SecondaryText>{payment.tenantNames.join(', ')}</SecondaryText>
          ) : null}
          {payment.contractNumber ? (
            <SecondaryText>
              {t('rentPaymentList.contractNumber', { number: payment.contractNumber })}
            </SecondaryText>
          ) : null}
        </span>
      ),
    },
    {
      header: t('rentPaymentList.columns.period'),
      cell: (payment) => (
        <span className={styles.numeric}>
          {formatRentPeriod(payment.period)}
          <SecondaryText>{t('rentPaymentList.dueOn', { date: formatDate(payment.dueDate) })}</SecondaryText>
        </span>
      ),
    },
    {
      header: t('rentPaymentList.columns.amountDue'),
      cell: (payment) => (
        <span>
          <span className={styles.numeric}>{formatCents(payment.amountDueCents)}</span>
          {payment.chargesCents > 0 ? (
            <SecondaryText>
              {t('rentPaymentList.rentAndCharges', {
                rent: formatCents(payment.rentCents),
                charges: formatCents(payment.chargesCents),
              })}
            </SecondaryText>
          ) : null}
        </span>
      ),
    },
    {
      header: t('rentPaymentList.columns.paid'),
      cell: (payment) =>
        payment.paidAt ? (
          <span>
            <span className={styles.numeric}>{formatCents(payment.paidCents)}</span>
            <span className={styles.secondary}>
              {t('rentPaymentList.paidOn', { date: formatDate(payment.paidAt) })}
            </span>
          </span>
        ) : (
          <NotProvided label={t('rentPaymentList.notPaidYet')} />
        ),
    },
    {
      header: t('rentPaymentList.columns.outstanding'),
      isNumeric: true,
      cell: (payment) => formatCents(rentPaymentDisplay(payment).outstandingCents),
    },
    {
      header: t('rentPaymentList.columns.status'),
      cell: (payment) => (
        <span>
          <RentPaymentStatus payment={payment} />
          {payment.notes ? <span className={styles.note}>{payment.notes}</span> : null}
        </span>
      ),
    },
    { header: t('rentPaymentList.columns.actions'), cell: (payment) => renderActions(payment, true) },
  ];
  return (
    <StackedTable
      caption={t('rentPaymentList.caption')}
      rows={payments}
      columns={columns}
      rowTestId="rent-payment-row"
    />
  );
}
