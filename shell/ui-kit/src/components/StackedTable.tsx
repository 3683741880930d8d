import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Table } from './Table';
import styles from './StackedTable.module.css';

/** Container widths below which the rows become cards; pick the one at which the table no longer fits beside the sidebar. */
export type StackedTableBreakpoint = '40rem' | '56rem';

/** The list's order in the API's words (`?sort=name&order=asc`): the key of the sorted column and its direction. */
export type StackedTableSort<TSortKey extends string = string> = { sort: TSortKey; order: 'asc' | 'desc' };

export type StackedTableColumn<TRow, TSortKey extends string = string> = {
  /** The column heading; when stacked, also the label before the value. */
  header: string;
  cell: (row: TRow) => ReactNode;
  /** Amounts, dates, phone numbers: tabular figures, never wrapped. */
  isNumeric?: boolean;
  /** The sort key of a sortable column: its heading becomes a button and says the current order (aria-sort). */
  sortKey?: TSortKey;
};

/** At least one column: the first names the row. */
export type StackedTableColumns<TRow, TSortKey extends string = string> = [
  StackedTableColumn<TRow, TSortKey>,
  ...StackedTableColumn<TRow, TSortKey>[],
];

export type StackedTableProps<TRow extends { id: string }, TSortKey extends string = string> = {
  caption: string;
  /** The first column names the row: it is the card's title when stacked, without a label. */
  columns: StackedTableColumns<TRow, TSortKey>;
  rows: TRow[];
  /** The row's React key; its `id` by default. */
  rowKey?: (row: TRow) => string;
  /**
   * Below this container width, one card per row with each value under its column name: 56rem by default (six
   * columns or more, or long values such as e-mail addresses), 40rem for a table of a few short columns.
   */
  stackBelow?: StackedTableBreakpoint;
  /** `data-testid` of every body row. */
  rowTestId?: string;
  /** The current order, for a table with sortable columns (a `sortKey`); given with `onSort`. */
  sort?: StackedTableSort<TSortKey>;
  /** What a click on a sortable heading asks for: its column ascending, or the sorted one turned round. */
  onSort?: (next: StackedTableSort<TSortKey>) => void;
};

type SortButtonProps<TSortKey extends string> = {
  header: string;
  sortKey: TSortKey;
  sort: StackedTableSort<TSortKey>;
  onSort: (next: StackedTableSort<TSortKey>) => void;
};

/** A sortable heading: sorts ascending by its column, or turns the order round when it is the sorted one. */
function SortButton<TSortKey extends string>({ header, sortKey, sort, onSort }: SortButtonProps<TSortKey>) {
  const isCurrent = sort.sort === sortKey;
  const Icon = !isCurrent ? ArrowUpDown : sort.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      className={styles.sortButton}
      onClick={() => onSort({ sort: sortKey, order: isCurrent && sort.order === 'asc' ? 'desc' : 'asc' })}
    >
      {header}
      <Icon size={14} aria-hidden="true" />
    </button>
  );
}

function ariaSort<TSortKey extends string>(
  sortKey: TSortKey,
  sort: StackedTableSort<TSortKey>,
): 'ascending' | 'descending' | 'none' {
  if (sort.sort !== sortKey) return 'none';
  return sort.order === 'asc' ? 'ascending' : 'descending';
}

const BREAKPOINT_CLASS: Record<StackedTableBreakpoint, string | undefined> = {
  '40rem': styles.stackBelow40,
  '56rem': styles.stackBelow56,
};

/**
 * A list table that becomes stacked rows (one card per row, each value with its column name) when its
 * container is narrow, e.g. at 360 px, so it never needs a horizontal scroller there.
 */
export function StackedTable<TRow extends { id: string }, TSortKey extends string = string>({
  caption,
  columns,
  rows,
  rowKey = (row) => row.id,
  stackBelow = '56rem',
  rowTestId,
  sort,
  onSort,
}: StackedTableProps<TRow, TSortKey>) {
  return (
    <div className={clsx(styles.container, BREAKPOINT_CLASS[stackBelow])}>
      <Table caption={caption} className={styles.table}>
        <thead>
          <tr>
            {columns.map((column, index) =>
              column.sortKey !== undefined && sort && onSort ? (
                <th key={index} scope="col" aria-sort={ariaSort(column.sortKey, sort)}>
                  <SortButton header={column.header} sortKey={column.sortKey} sort={sort} onSort={onSort} />
                </th>
              ) : (
                <th key={index} scope="col">
                  {column.header}
                </th>
              ),
            )}
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
