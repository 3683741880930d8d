import type { TReportPeriod } from '@immodesk/contracts/reports/getReport.contract';
import type { TListExpensesQuery } from '@immodesk/contracts/expenses/listExpenses.contract';

/** One query-key factory for the statistics and expenses (STYLE.md): an expense saved invalidates both. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (period: TReportPeriod) => [...reportKeys.all, 'report', period] as const,
  expenses: () => [...reportKeys.all, 'expenses'] as const,
  expenseList: (query: TListExpensesQuery) => [...reportKeys.expenses(), query] as const,
};
