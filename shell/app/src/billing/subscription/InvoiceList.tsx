import { useTranslation } from 'react-i18next';
import type { TInvoice } from '@immodesk/contracts/billing/subscription.contract';
import { formatCents, formatDate } from '@immodesk/sdk';
import { Badge, Card, StackedTable, type StackedTableColumns } from '@immodesk/ui-kit';
import styles from '../Billing.module.css';

const STATUS_TONES = {
  paid: 'success',
  open: 'warning',
  draft: 'neutral',
  void: 'neutral',
  uncollectible: 'danger',
} as const;

/** The subscription's invoices, newest first, each with its PDF at the payment provider. */
export function InvoiceList({ invoices }: { invoices: readonly TInvoice[] }) {
  const { t } = useTranslation();
  const columns: StackedTableColumns<TInvoice> = [
    { header: t('billing.invoices.date'), cell: (invoice) => formatDate(invoice.date), isNumeric: true },
    { header: t('billing.invoices.number'), cell: (invoice) => invoice.number ?? '—' },
    {
      header: t('billing.invoices.amount'),
      cell: (invoice) => formatCents(invoice.amountCents),
      isNumeric: true,
    },
    {
      header: t('billing.invoices.status'),
      cell: (invoice) => (
        <Badge tone={STATUS_TONES[invoice.status]}>{t(`billing.invoices.statuses.${invoice.status}`)}</Badge>
      ),
    },
    {
      header: t('billing.invoices.pdf'),
      cell: (invoice) =>
        invoice.pdfUrl ? (
          <a className={styles.link} href={invoice.pdfUrl} target="_blank" rel="noreferrer">
            {t('billing.invoices.download', { date: formatDate(invoice.date) })}
          </a>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Card title={t('billing.invoices.title')}>
      {invoices.length === 0 ? (
        <p className={styles.muted}>{t('billing.invoices.empty')}</p>
      ) : (
        <StackedTable
          caption={t('billing.invoices.title')}
          columns={columns}
          rows={[...invoices]}
          stackBelow="40rem"
          rowTestId="invoice-row"
        />
      )}
    </Card>
  );
}
