import { useTranslation } from 'react-i18next';
import type { TExpense } from '@immodesk/contracts/expenses/expense.contract';
import { formatCents, formatDate, toastError, toastSuccess } from '@immodesk/sdk';
import { Button, Dialog, formGrid } from '@immodesk/ui-kit';
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
    <Dialog
      isOpen
      title={t('expenses.delete.title')}
      description={t('expenses.delete.description', {
        category: t(`expenses.categories.${expense.category}`),
        amount: formatCents(expense.amountCents),
        date: formatDate(expense.date),
      })}
      onClose={() => (remove.isPending ? undefined : onClose())}
    >
      <div className={formGrid.actions}>
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {t('expenses.form.cancel')}
        </Button>
        <Button variant="danger" isLoading={remove.isPending} onClick={confirm}>
          {t('expenses.delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
