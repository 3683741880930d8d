import type {
  TCreateExpenseRequest,
  TCreateExpenseResponse,
} from '@immodesk/contracts/expenses/createExpense.contract';
import type {
  TListExpensesQuery,
  TListExpensesResponse,
} from '@immodesk/contracts/expenses/listExpenses.contract';
import type {
  TUpdateExpenseRequest,
  TUpdateExpenseResponse,
} from '@immodesk/contracts/expenses/updateExpense.contract';
import { apiDelete, apiGet, apiPatch, apiPost } from '@immodesk/sdk';

/** GET /api/expenses: typed, not parsed (the list is on the tab's first load, zod is not). */
export function fetchExpenses(
  query: TListExpensesQuery,
  signal?: AbortSignal,
): Promise<TListExpensesResponse> {
  return apiGet<TListExpensesResponse>('/api/expenses', { query, signal });
}

export function createExpense(body: TCreateExpenseRequest): Promise<TCreateExpenseResponse> {
  return apiPost<TCreateExpenseResponse>('/api/expenses', body);
}

export function updateExpense(id: string, body: TUpdateExpenseRequest): Promise<TUpdateExpenseResponse> {
  return apiPatch<TUpdateExpenseResponse>(`/api/expenses/${encodeURIComponent(id)}`, body);
}

export function deleteExpense(id: string): Promise<void> {
  return apiDelete<void>(`/api/expenses/${encodeURIComponent(id)}`);
}
