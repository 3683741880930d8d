import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRentRollPreviewRow } from '@immodesk/contracts/imports/rentRollImport.contract';
import { formatAddress } from '@immodesk/sdk';
import { Badge, StackedTable, TwoLineText, type StackedTableColumns } from '@immodesk/ui-kit';
import { errorsByCell, rowOutcome, type PreviewCell } from '../utils/previewCells';
import { PreviewCellContent } from './PreviewCellContent';

type PreviewTableRow = TRentRollPreviewRow & { id: string };

export type RentRollPreviewTableProps = { rows: readonly TRentRollPreviewRow[] };

const hasAny = (row: TRentRollPreviewRow, ...columns: (keyof TRentRollPreviewRow['values'])[]) =>
  columns.some((column) => Boolean(row.values[column]));

/** The preview's rows as read, each refused cell marked with its messages; rows become cards when narrow. */
export function RentRollPreviewTable({ rows }: RentRollPreviewTableProps) {
  const { t } = useTranslation('properties');
  const notFilled = t('rentRollImport.preview.notFilled');
  const cell = (name: PreviewCell, value: (row: PreviewTableRow) => ReactNode) => (row: PreviewTableRow) => (
    <PreviewCellContent value={value(row)} errors={errorsByCell(row)[name]} />
  );

  const columns: StackedTableColumns<PreviewTableRow> = [
    {
      header: t('rentRollImport.preview.columns.row'),
      cell: (row) => t('rentRollImport.preview.rowNumber', { row: row.row }),
    },
    {
      header: t('rentRollImport.preview.columns.address'),
      cell: cell('address', ({ values }) => (
        <TwoLineText
          primary={
            values.street || values.city
              ? formatAddress({
                  street: values.street ?? '',
                  houseNumber: values.house_number ?? '',
                  bus: values.box ?? null,
                  postalCode: values.postal_code ?? null,
                  city: values.city ?? '',
                })
              : notFilled
          }
          secondary={values.property_type}
        />
      )),
    },
    {
      header: t('rentRollImport.preview.columns.tenant'),
      cell: cell('tenant', (row) => {
        const { values } = row;
        if (!hasAny(row, 'tenant_first_name', 'tenant_last_name', 'tenant_company', 'tenant_email')) {
          return t('rentRollImport.preview.vacant');
        }
        const name =
          values.tenant_company ||
          [values.tenant_first_name, values.tenant_last_name].filter(Boolean).join(' ');
        return <TwoLineText primary={name || notFilled} secondary={values.tenant_email} />;
      }),
    },
    {
      header: t('rentRollImport.preview.columns.lease'),
      cell: cell('lease', (row) =>
        hasAny(row, 'lease_type', 'starts_on', 'signed_on', 'duration_months') ? (
          <TwoLineText
            primary={row.values.lease_type || notFilled}
            secondary={
              row.values.starts_on
                ? t('rentRollImport.preview.leaseFrom', { date: row.values.starts_on })
                : undefined
            }
          />
        ) : null,
      ),
    },
    {
      header: t('rentRollImport.preview.columns.rent'),
      isNumeric: true,
      cell: cell('rent', ({ values }) =>
        values.rent || values.charges ? (
          <TwoLineText
            primary={values.rent || notFilled}
            secondary={
              values.charges ? t('rentRollImport.preview.charges', { amount: values.charges }) : undefined
            }
          />
        ) : null,
      ),
    },
    {
      header: t('rentRollImport.preview.columns.status'),
      cell: (row) => {
        const outcome = rowOutcome(row);
        if (outcome === 'error') {
          return (
            <Badge tone="danger">
              {t('rentRollImport.preview.status.errors', { count: Object.keys(row.errors).length })}
            </Badge>
          );
        }
        return (
          <Badge tone={outcome === 'new' ? 'success' : 'neutral'}>
            {t(`rentRollImport.preview.status.${outcome}`)}
          </Badge>
        );
      },
    },
  ];

  return (
    <StackedTable
      caption={t('rentRollImport.preview.caption')}
      columns={columns}
      rows={rows.map((row) => ({ ...row, id: String(row.row) }))}
      rowTestId="rent-roll-row"
    />
  );
}
