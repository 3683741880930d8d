import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TExpense } from '@immodesk/contracts/expenses/expense.contract';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import { formatCents, useListPaging, usePageParam } from '@immodesk/sdk';
import { Button, layout, ListResults, listCopy, ResultCount } from '@immodesk/ui-kit';
import { useExpenseFilters } from '../hooks/useExpenseFilters';
import { useExpenseList } from '../hooks/useExpenseList';
import { DeleteExpenseDialog } from './DeleteExpenseDialog';
import { ExpenseFilters } from './ExpenseFilters';
import { ExpenseTable } from './ExpenseTable';
import styles from './ExpensesTab.module.css';

// The form and its zod schema load when the dialog opens.
const ExpenseDialog = lazy(() => import('./ExpenseDialog').then((m) => ({ default: m.ExpenseDialog })));

type Editing = { expense: TExpense | null } | null;

/** The expenses the statistics count: filters, totals over the selection, a page of the list, add, edit and delete. */
export function ExpensesTab() {
  const { t } = useTranslation('finance');
  const [page, setPage] = usePageParam();
  const filters = useExpenseFilters();
  const query = useExpenseList({ page, pageSize: DEFAULT_PAGE_SIZE, ...filters });
  const { data } = query;
  const paging = useListPaging(query, page, setPage);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TExpense | null>(null);
  const isFiltered = Object.values(filters).some((value) => value !== undefined);
  return (
    <div className={layout.wideStack}>
      <div className={layout.spread}>
        <h2 className={styles.title}>{t('expenses.title')}</h2>
        <Button onClick={() => setEditing({ expense: null })}>{t('expenses.add')}</Button>
      </div>
      <ExpenseFilters />
      <ResultCount>
        {data && (data.total > 0 || isFiltered)
          ? t('expenses.count', {
              count: data.total,
              total: formatCents(data.totals.amountCents),
              recoverable: formatCents(data.totals.recoverableCents),
            })
          : null}
      </ResultCount>
      <ListResults {...paging} copy={listCopy(t, 'expenses')} isFiltered={isFiltered}>
        {(expenses) => (
          <ExpenseTable
            expenses={expenses}
            onEdit={(expense) => setEditing({ expense })}
            onDelete={setDeleting}
          />
        )}
      </ListResults>
      {editing ? (
        <Suspense fallback={null}>
          <ExpenseDialog
            expense={editing.expense}
            defaultPropertyId={filters.propertyId}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      {deleting ? <DeleteExpenseDialog expense={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}
