import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TListExpensesQuery } from '@immodesk/contracts/expenses/listExpenses.contract';
import { fetchExpenses } from '../api/expenseRequests';
import { reportKeys } from '../../reports/api/reportKeys';

export function useExpenseList(query: TListExpensesQuery) {
  return useQuery({
    queryKey: reportKeys.expenseList(query),
    queryFn: ({ signal }) => fetchExpenses(query, signal),
    placeholderData: keepPreviousData,
  });
}
