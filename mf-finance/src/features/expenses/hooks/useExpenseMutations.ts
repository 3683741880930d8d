import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateExpenseRequest } from '@immodesk/contracts/expenses/createExpense.contract';
import { eventBus } from '@immodesk/sdk';
import { createExpense, deleteExpense, updateExpense } from '../api/expenseRequests';
import { reportKeys } from '../../reports/api/reportKeys';

/** Every change to an expense refreshes the expense list and the statistics (expenses, cash flow, yields). */
function useInvalidateReports() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    eventBus.emit('data:changed', { entity: 'expense' });
  };
}

/** Creates (no id) or updates (id) an expense. */
export function useSaveExpense(id: string | null) {
  const invalidate = useInvalidateReports();
  return useMutation({
    mutationFn: (body: TCreateExpenseRequest) => (id ? updateExpense(id, body) : createExpense(body)),
    onSuccess: invalidate,
  });
}

export function useDeleteExpense() {
  const invalidate = useInvalidateReports();
  return useMutation({ mutationFn: (id: string) => deleteExpense(id), onSuccess: invalidate });
}
