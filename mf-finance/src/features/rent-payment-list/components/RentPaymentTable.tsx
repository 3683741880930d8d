import { useTranslation } from 'react-i18next';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { formatCents, formatDate } from '@immodesk/sdk';
import { NotProvided, StackedTable, type StackedTableColumns, TwoLineText } from '@immodesk/ui-kit';
import { usePaymentParties } from '../hooks/usePaymentParties';
import { formatRentPeriod } from '../utils/formatRentPeriod';
import { outstandingCents } from '../utils/rentPaymentStatus';
import { RentPaymentStatusBadge } from './RentPaymentStatusBadge';
import styles from './RentPaymentTable.module.css';

export type RentPaymentTableProps = { payments: TRentPayment[] };

/** Due rent items as a table; stacked rows with their column names on a narrow screen. */
export function RentPaymentTable({ payments }: RentPaymentTableProps) {
  const { t, i18n } = useTranslation('finance');
  const { tenantName, propertyAddress } = usePaymentParties();
  const translate = (key: string, values: Record<string, number>) => t(key, values);
  const columns: StackedTableColumns<TRentPayment> = [
    {
      header: t('rentPaymentList.columns.period'),
      isNumeric: true,
      cell: (payment) => formatRentPeriod(payment.period, i18n.language, translate),
    },
    {
      header: t('rentPaymentList.columns.tenant'),
      cell: (payment) => {
        const tenant = tenantName(payment.tenantId);
        const property = propertyAddress(payment.propertyId);
        if (!tenant && !property) return <NotProvided label={t('notProvided')} />;
        return <TwoLineText primary={tenant} secondary={property} />;
      },
    },
    {
      header: t('rentPaymentList.columns.dueDate'),
      isNumeric: true,
      cell: (payment) => formatDate(payment.dueDate),
    },
    {
      header: t('rentPaymentList.columns.amountDue'),
      isNumeric: true,
      cell: (payment) => formatCents(payment.amountDueCents),
    },
    {
      header: t('rentPaymentList.columns.paid'),
      cell: (payment) => {
        const open = outstandingCents(payment.amountDueCents, payment.paidCents);
        return (
          <span>
            <span className={styles.numeric}>{formatCents(payment.paidCents)}</span>
            {payment.paidCents > 0 && open > 0 ? (
              <span className={styles.outstanding}>{t('rentPaymentList.outstanding', { amount: formatCents(open) })}</span>
            ) : null}
          </span>
        );
      },
    },
    {
      header: t('rentPaymentList.columns.paidAt'),
      isNumeric: true,
      cell: (payment) => (payment.paidAt ? formatDate(payment.paidAt) : <NotProvided label={t('rentPaymentList.notPaidYet')} />),
    },
    {
      header: t('rentPaymentList.columns.status'),
      cell: (payment) => (
        <span>
          <RentPaymentStatusBadge status={payment.status} />
          {payment.notes ? <span className={styles.note}>{payment.notes}</span> : null}
        </span>
      ),
    },
  ];
  // Seven columns: stacked below 60rem, so the table never needs a horizontal scroller beside the sidebar.
  return <StackedTable caption={t('rentPaymentList.caption')} rows={payments} columns={columns} rowTestId="rent-payment-row" stackBelow="60rem" />;
}
