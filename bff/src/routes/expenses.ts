import {
  ZCreateExpenseRequest,
  ZCreateExpenseResponse,
} from '@immodesk/contracts/expenses/createExpense.contract';
import { ZExpenseParams, ZGetExpenseResponse } from '@immodesk/contracts/expenses/expense.contract';
import {
  ZListExpensesQuery,
  ZListExpensesResponse,
} from '@immodesk/contracts/expenses/listExpenses.contract';
import {
  ZUpdateExpenseRequest,
  ZUpdateExpenseResponse,
} from '@immodesk/contracts/expenses/updateExpense.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';
import { createExpense, updateExpense } from '../use-cases/saveExpense';

export function expenseRoutes(
  services: Pick<Services, 'expenses' | 'properties' | 'contacts' | 'documents'>,
) {
  const { expenses } = services;
  return [
    signedIn.get(
      '/api/expenses',
      { query: ZListExpensesQuery, response: ZListExpensesResponse },
      ({ session, query }) => expenses.listExpenses(session, query),
    ),
    signedIn.post(
      '/api/expenses',
      { body: ZCreateExpenseRequest, response: ZCreateExpenseResponse, status: 201 },
      ({ session, body }) => createExpense(services, session, body),
    ),
    signedIn.get(
      '/api/expenses/:id',
      { params: ZExpenseParams, response: ZGetExpenseResponse },
      ({ session, params }) => expenses.getExpense(session, params.id),
    ),
    signedIn.patch(
      '/api/expenses/:id',
      { params: ZExpenseParams, body: ZUpdateExpenseRequest, response: ZUpdateExpenseResponse },
      ({ session, params, body }) => updateExpense(services, session, { id: params.id, changes: body }),
    ),
    signedIn.delete('/api/expenses/:id', { params: ZExpenseParams }, ({ session, params }) =>
      expenses.deleteExpense(session, params.id),
    ),
  ];
}
