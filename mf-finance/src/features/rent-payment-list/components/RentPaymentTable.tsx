import { useTranslation } from 'react-i18next';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { formatCents, formatDate, formatRentPeriod, RentPaymentStatus } from '@immodesk/sdk';
import { NotProvided, StackedTable, type StackedTableColumns, TwoLineText } from '@immodesk/ui-kit';
import { usePaymentParties } from '../hooks/usePaymentParties';
import styles from './RentPaymentTable.module.css';

export type RentPaymentTableProps = { payments: TRentPayment[] };

/** Due rent items as a table, where its columns fit (RentPaymentResults shows cards instead on a narrow screen). */
export function RentPaymentTable({ payments }: RentPaymentTableProps) {
  const { t } = useTranslation('finance');
  const { tenantName, propertyAddress } = usePaymentParties();
  const columns: StackedTableColumns<TRentPayment> = [
    {
      header: t('rentPaymentList.columns.tenant'),
      cell: (payment) => {
        const tenant = tenantName(payment.tenantId);
        const property = propertyAddress(payment.propertyId);
        if (!tenant && !property) return <NotProvided label={t('notProvided')} />;
        return <TwoLineText primary={tenant} secondary={property} />;
      },
    },
    { header: t('rentPaymentList.columns.period'), isNumeric: true, cell: (payment) => formatRentPeriod(payment.period) },
    { header: t('rentPaymentList.columns.dueDate'), isNumeric: true, cell: (payment) => formatDate(payment.dueDate) },
    { header: t('rentPaymentList.columns.amountDue'), isNumeric: true, cell: (payment) => formatCents(payment.amountDueCents) },
    {
      header: t('rentPaymentList.columns.paid'),
      cell: (payment) =>
        payment.paidAt ? (
          <span>
            <span className={styles.numeric}>{formatCents(payment.paidCents)}</span>
            <span className={styles.secondary}>{t('rentPaymentList.paidOn', { date: formatDate(payment.paidAt) })}</span>
          </span>
        ) : (
          <NotProvided label={t('rentPaymentList.notPaidYet')} />
        ),
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
  ];
  return <StackedTable caption={t('rentPaymentList.caption')} rows={payments} columns={columns} rowTestId="rent-payment-row" stackBelow="60rem" />;
}
