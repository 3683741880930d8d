import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Table } from './Table';
import styles from './StackedTable.module.css';

/** Container widths below which the rows become cards; pick the one at which the table no longer fits beside the sidebar. */
export type StackedTableBreakpoint = '40rem' | '56rem' | '60rem';

export type StackedTableColumn<TRow> = {
  /** The column heading; when stacked, also the label before the value. */
  header: string;
  cell: (row: TRow) => ReactNode;
  /** Amounts, dates, phone numbers: tabular figures, never wrapped. */
  isNumeric?: boolean;
  /** A sortable column: its heading becomes a button, and the header cell says the current order (aria-sort). */
  sort?: StackedTableSort;
};

export type StackedTableSort = { direction: 'ascending' | 'descending' | 'none'; onSort: () => void };

/** At least one column: the first names the row. */
export type StackedTableColumns<TRow> = [StackedTableColumn<TRow>, ...StackedTableColumn<TRow>[]];

export type StackedTableProps<TRow extends { id: string }> = {
  caption: string;
  /** The first column names the row: it is the card's title when stacked, without a label. */
  columns: StackedTableColumns<TRow>;
  rows: TRow[];
  /** The row's React key; its `id` by default. */
  rowKey?: (row: TRow) => string;
  /** Below this container width, one card per row with each value under its column name. */
  stackBelow: StackedTableBreakpoint;
  /** `data-testid` of every body row. */
  rowTestId?: string;
};

function SortButton({ header, sort }: { header: string; sort: StackedTableSort }) {
  const Icon =
    sort.direction === 'ascending' ? ArrowUp : sort.direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button type="button" className={styles.sortButton} onClick={sort.onSort}>
      {header}
      <Icon size={14} aria-hidden="true" />
    </button>
  );
}

const BREAKPOINT_CLASS: Record<StackedTableBreakpoint, string | undefined> = {
  '40rem': styles.stackBelow40,
  '56rem': styles.stackBelow56,
  '60rem': styles.stackBelow60,
};

/**
 * A list table that becomes stacked rows (one card per row, each value with its column name) when its
 * container is narrow, e.g. at 360 px, so it never needs a horizontal scroller there.
 */
export function StackedTable<TRow extends { id: string }>({
  caption,
  columns,
  rows,
  rowKey = (row) => row.id,
  stackBelow,
  rowTestId,
}: StackedTableProps<TRow>) {
  return (
    <div className={clsx(styles.container, BREAKPOINT_CLASS[stackBelow])}>
      <Table caption={caption} className={styles.table}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" aria-sort={column.sort?.direction}>
                {column.sort ? <SortButton header={column.header} sort={column.sort} /> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((column, index) => {
                const isPrimary = index === 0;
                const className = clsx(isPrimary && styles.primary, column.isNumeric && styles.numeric);
                return (
                  <td
                    key={index}
                    className={className || undefined}
                    data-label={isPrimary ? undefined : column.header}
                  >
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
