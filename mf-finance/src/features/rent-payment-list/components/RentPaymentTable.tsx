import { useTranslation } from 'react-i18next';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { formatCents, formatDate } from '@immodesk/sdk';
import { Table } from '@immodesk/ui-kit';
import { NotProvided } from '../../../shared/components/NotProvided';
import styles from '../../../shared/components/StackedTable.module.css';
import { usePaymentParties } from '../hooks/usePaymentParties';
import { formatRentPeriod } from '../utils/formatRentPeriod';
import { outstandingCents } from '../utils/rentPaymentStatus';
import { RentPaymentStatusBadge } from './RentPaymentStatusBadge';

export type RentPaymentTableProps = { payments: TRentPayment[] };

/** Due rent items as a table; stacked rows with their column names on a narrow screen. */
export function RentPaymentTable({ payments }: RentPaymentTableProps) {
  const { t, i18n } = useTranslation('finance');
  const { tenantName, propertyAddress } = usePaymentParties();
  const translate = (key: string, values: Record<string, number>) => t(key, values);
  const column = {
    tenant: t('rentPaymentList.columns.tenant'),
    dueDate: t('rentPaymentList.columns.dueDate'),
    amountDue: t('rentPaymentList.columns.amountDue'),
    paid: t('rentPaymentList.columns.paid'),
    paidAt: t('rentPaymentList.columns.paidAt'),
    status: t('rentPaymentList.columns.status'),
  };
  return (
    <div className={styles.container}>
      <Table caption={t('rentPaymentList.caption')} className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('rentPaymentList.columns.period')}</th>
            <th scope="col">{column.tenant}</th>
            <th scope="col">{column.dueDate}</th>
            <th scope="col">{column.amountDue}</th>
            <th scope="col">{column.paid}</th>
            <th scope="col">{column.paidAt}</th>
            <th scope="col">{column.status}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => {
            const open = outstandingCents(payment.amountDueCents, payment.paidCents);
            const tenant = tenantName(payment.tenantId);
            const property = propertyAddress(payment.propertyId);
            return (
              <tr key={payment.id} data-testid="rent-payment-row">
                <td className={`${styles.primary} ${styles.numeric}`}>{formatRentPeriod(payment.period, i18n.language, translate)}</td>
                <td data-label={column.tenant}>
                  {tenant || property ? (
                    <span>
                      {tenant}
                      {property ? <span className={styles.secondary}>{property}</span> : null}
                    </span>
                  ) : (
                    <NotProvided />
                  )}
                </td>
                <td data-label={column.dueDate} className={styles.numeric}>
                  {formatDate(payment.dueDate)}
                </td>
                <td data-label={column.amountDue} className={styles.numeric}>
                  {formatCents(payment.amountDueCents)}
                </td>
                <td data-label={column.paid}>
                  <span>
                    <span className={styles.numeric}>{formatCents(payment.paidCents)}</span>
                    {payment.paidCents > 0 && open > 0 ? (
                      <span className={styles.outstanding}>{t('rentPaymentList.outstanding', { amount: formatCents(open) })}</span>
                    ) : null}
                  </span>
                </td>
                <td data-label={column.paidAt} className={styles.numeric}>
                  {payment.paidAt ? formatDate(payment.paidAt) : <NotProvided label={t('rentPaymentList.notPaidYet')} />}
                </td>
                <td data-label={column.status}>
                  <span>
                    <RentPaymentStatusBadge status={payment.status} />
                    {payment.notes ? <span className={styles.note}>{payment.notes}</span> : null}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
