import { useTranslation } from 'react-i18next';
import type { TExpense } from '@immodesk/contracts/expenses/expense.contract';
import { formatCents, formatDate, toastError, toastSuccess } from '@immodesk/sdk';
import { ConfirmDialog } from '@immodesk/ui-kit';
import { useDeleteExpense } from '../hooks/useExpenseMutations';

/** Deleting an expense asks first, naming its category, amount and date. */
export function DeleteExpenseDialog({ expense, onClose }: { expense: TExpense; onClose: () => void }) {
  const { t } = useTranslation('finance');
  const remove = useDeleteExpense();
  const confirm = () =>
    remove.mutate(expense.id, {
      onSuccess: () => {
        toastSuccess(t('expenses.delete.done'));
        onClose();
      },
      onError: (error) => toastError(error, t('expenses.delete.failed')),
    });
  return (
    <ConfirmDialog
      title={t('expenses.delete.title')}
      description={t('expenses.delete.description', {
        category: t(`expenses.categories.${expense.category}`),
        amount: formatCents(expense.amountCents),
        date: formatDate(expense.date),
      })}
      cancelLabel={t('expenses.form.cancel')}
      confirmLabel={t('expenses.delete.confirm')}
      confirmVariant="danger"
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
