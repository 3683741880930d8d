import { useTranslation } from 'react-i18next';
import type { TExpense } from '@immodesk/contracts/expenses/expense.contract';
import { formatCents, formatDate } from '@immodesk/sdk';
import { Badge, Button, StackedTable, TwoLineText } from '@immodesk/ui-kit';
import { usePropertyOptions } from '../hooks/useExpenseLinkOptions';
import styles from './ExpenseTable.module.css';

export type ExpenseTableProps = {
  expenses: TExpense[];
  onEdit: (expense: TExpense) => void;
  onDelete: (expense: TExpense) => void;
};

/** The expenses of one page: what, for which property, when, how much, and whether it is re-charged. */
export function ExpenseTable({ expenses, onEdit, onDelete }: ExpenseTableProps) {
  const { t } = useTranslation('finance');
  const properties = usePropertyOptions();
  return (
    <StackedTable
      caption={t('expenses.caption')}
      stackBelow="56rem"
      rowTestId="expense-row"
      rows={expenses}
      columns={[
        {
          header: t('expenses.fields.category'),
          cell: (expense) => (
            <TwoLineText
              primary={t(`expenses.categories.${expense.category}`)}
              secondary={expense.description}
            />
          ),
        },
        {
          header: t('expenses.fields.property'),
          cell: (expense) => properties.addressOf(expense.propertyId) ?? '',
        },
        { header: t('expenses.fields.date'), cell: (expense) => formatDate(expense.date), isNumeric: true },
        {
          header: t('expenses.fields.amount'),
          cell: (expense) => formatCents(expense.amountCents),
          isNumeric: true,
        },
        {
          header: t('expenses.fields.recoverable'),
          cell: (expense) =>
            expense.recoverable ? (
              <Badge tone="info">{t('expenses.recoverableYes')}</Badge>
            ) : (
              t('expenses.recoverableNo')
            ),
        },
        {
          header: t('expenses.actions'),
          cell: (expense) => (
            <div className={styles.actions}>
              <Button
                size="small"
                variant="secondary"
                onClick={() => onEdit(expense)}
                aria-label={t('expenses.editLabel', {
                  category: t(`expenses.categories.${expense.category}`),
                  date: formatDate(expense.date),
                })}
              >
                {t('expenses.edit')}
              </Button>
              <Button
                size="small"
                variant="ghost"
                onClick={() => onDelete(expense)}
                aria-label={t('expenses.deleteLabel', {
                  category: t(`expenses.categories.${expense.category}`),
                  date: formatDate(expense.date),
                })}
              >
                {t('expenses.delete.action')}
              </Button>
            </div>
          ),
        },
      ]}
    />
  );
}
