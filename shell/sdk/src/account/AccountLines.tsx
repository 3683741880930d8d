import { useTranslation } from 'react-i18next';
import type { TAccountLine } from '@immodesk/contracts/rentPayments/account.contract';
import { StackedTable } from '@immodesk/ui-kit';
import { formatCents, formatDate } from '../format/format';

type Row = TAccountLine & { id: string };

/** The lines behind the figures, oldest first: due items add to the balance, money received takes off. */
export function AccountLines({ lines }: { lines: readonly TAccountLine[] }) {
  const { t } = useTranslation('common');
  const rows: Row[] = lines.map((line, index) => ({ ...line, id: String(index) }));
  return (
    <StackedTable
      caption={t('account.caption')}
      stackBelow="40rem"
      rowTestId="account-line"
      rows={rows}
      columns={[
        { header: t('account.columns.description'), cell: (row) => row.description },
        { header: t('account.columns.date'), cell: (row) => formatDate(row.date), isNumeric: true },
        { header: t('account.columns.amount'), cell: (row) => formatCents(row.amountCents), isNumeric: true },
      ]}
    />
  );
}
