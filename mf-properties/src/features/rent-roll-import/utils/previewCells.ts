import {
  RENT_ROLL_PROPERTY_COLUMNS,
  RENT_ROLL_TENANT_COLUMNS,
  type TRentRollColumn,
  type TRentRollPreviewRow,
} from '@immodesk/contracts/imports/rentRollImport.contract';

/** The preview table's data columns; each one shows several columns of the file. */
export const PREVIEW_CELLS = ['address', 'tenant', 'lease', 'rent'] as const;
export type PreviewCell = (typeof PREVIEW_CELLS)[number];

/** Which file columns each table cell shows, so that a refused column marks the cell the user sees it in. */
export const CELL_COLUMNS: Record<PreviewCell, readonly TRentRollColumn[]> = {
  address: [...RENT_ROLL_PROPERTY_COLUMNS, 'epc_label'],
  tenant: RENT_ROLL_TENANT_COLUMNS,
  lease: ['lease_type', 'signed_on', 'starts_on', 'duration_months', 'payment_frequency'],
  rent: ['rent', 'charges', 'deposit'],
};

export type CellError = { column: TRentRollColumn; message: string };

/** A row's refused columns, grouped by the table cell that shows them, in the file's column order. */
export function errorsByCell(row: Pick<TRentRollPreviewRow, 'errors'>): Record<PreviewCell, CellError[]> {
  const grouped = {} as Record<PreviewCell, CellError[]>;
  for (const cell of PREVIEW_CELLS) {
    grouped[cell] = CELL_COLUMNS[cell].flatMap((column) => {
      const message = row.errors[column];
      return message ? [{ column, message }] : [];
    });
  }
  return grouped;
}

export type RowOutcome = 'error' | 'new' | 'alreadyImported';

/** What committing the row does: nothing while it has errors, nothing when everything in it was imported before. */
export function rowOutcome(row: Pick<TRentRollPreviewRow, 'status' | 'creates'>): RowOutcome {
  if (row.status === 'error') return 'error';
  const { property, tenant, contract } = row.creates;
  return property || tenant || contract ? 'new' : 'alreadyImported';
}

/** The rows the table shows: all of them, or only those with an error. */
export function visibleRows<TRow extends Pick<TRentRollPreviewRow, 'status'>>(
  rows: readonly TRow[],
  onlyErrors: boolean,
): TRow[] {
  return onlyErrors ? rows.filter((row) => row.status === 'error') : [...rows];
}
