import { useTranslation } from 'react-i18next';
import type { TListRentPaymentsResponse } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { formatCents, formatDate, formatRentPeriod, RentPaymentStatus } from '@immodesk/sdk';
import { ErrorState, Spinner, StackedTable, type StackedTableColumns } from '@immodesk/ui-kit';
import { usePropertyRentPayments } from '../hooks/usePropertyRentPayments';
import styles from './PropertyDetailsPage.module.css';

type RentPayment = TListRentPaymentsResponse['items'][number];

/** The property's rent due items and what was paid on them, newest first; on a phone one small card per item. */
export function RentPaymentsTable({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('properties');
  const { data, isPending, isError, error, refetch } = usePropertyRentPayments(propertyId);
  const columns: StackedTableColumns<RentPayment> = [
    { header: t('details.payments.period'), cell: (payment) => formatRentPeriod(payment.period) },
    {
      header: t('details.payments.dueDate'),
      isNumeric: true,
      cell: (payment) => formatDate(payment.dueDate),
    },
    {
      header: t('details.payments.due'),
      isNumeric: true,
      cell: (payment) => formatCents(payment.amountDueCents),
    },
    {
      header: t('details.payments.paid'),
      isNumeric: true,
      // One element, so a stacked row keeps the amount and its date together beside the label.
      cell: (payment) => (
        <span>
          {formatCents(payment.paidCents)}
          {payment.paidAt ? <span className={styles.muted}> · {formatDate(payment.paidAt)}</span> : null}
        </span>
      ),
    },
    { header: t('details.payments.status'), cell: (payment) => <RentPaymentStatus payment={payment} /> },
  ];
  return (
    <section aria-labelledby="property-payments-heading" className={styles.payments}>
      <h2 id="property-payments-heading" className={styles.sectionTitle}>
        {t('details.payments.title')}
      </h2>
      {isPending ? <Spinner label={t('details.payments.loading')} /> : null}
      {isError ? (
        <ErrorState
          title={t('details.payments.error')}
          message={error.message}
          onRetry={() => void refetch()}
        />
      ) : null}
      {data && data.items.length === 0 ? <p className={styles.muted}>{t('details.payments.empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <StackedTable
          caption={t('details.payments.caption')}
          columns={columns}
          rows={data.items}
          stackBelow="40rem"
          rowTestId="rent-payment-item"
        />
      ) : null}
    </section>
  );
}
