import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '@immodesk/sdk';
import { Badge, ErrorState, Spinner, Table } from '@immodesk/ui-kit';
import { usePropertyRentPayments } from '../hooks/usePropertyRentPayments';
import styles from './PropertyDetailsPage.module.css';

const TONES = { paid: 'success', partial: 'warning', overdue: 'danger', pending: 'neutral' } as const;

/** The property's rent due items and what was paid on them, newest first. */
export function RentPaymentsTable({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('properties');
  const { data, isPending, isError, error, refetch } = usePropertyRentPayments(propertyId);
  return (
    <section aria-labelledby="property-payments-heading" className={styles.payments}>
      <h2 id="property-payments-heading" className={styles.sectionTitle}>
        {t('details.payments.title')}
      </h2>
      {isPending ? <Spinner label={t('details.payments.loading')} /> : null}
      {isError ? <ErrorState title={t('details.payments.error')} message={error.message} onRetry={() => void refetch()} /> : null}
      {data && data.items.length === 0 ? <p className={styles.muted}>{t('details.payments.empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <Table caption={t('details.payments.caption')}>
          <thead>
            <tr>
              <th scope="col">{t('details.payments.period')}</th>
              <th scope="col">{t('details.payments.dueDate')}</th>
              <th scope="col">{t('details.payments.due')}</th>
              <th scope="col">{t('details.payments.paid')}</th>
              <th scope="col">{t('details.payments.status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((payment) => (
              <tr key={payment.id}>
                <td>{payment.period}</td>
                <td>{formatDate(payment.dueDate)}</td>
                <td className={styles.amount}>{formatCents(payment.amountDueCents)}</td>
                <td className={styles.amount}>
                  {formatCents(payment.paidCents)}
                  {payment.paidAt ? <span className={styles.muted}> · {formatDate(payment.paidAt)}</span> : null}
                </td>
                <td>
                  <Badge tone={TONES[payment.status]}>{t(`details.payments.statuses.${payment.status}`)}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </section>
  );
}
