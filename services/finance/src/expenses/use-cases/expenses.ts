import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type {
  Expense,
  ExpenseChanges,
  ExpenseListQuery,
  ExpensePage,
  ExpenseSum,
  NewExpense,
} from '../domain/expense';
import { expenseRepository } from '../repositories/expenseRepository';
import { toExpense } from './toExpense';

function isExistingDay(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date)
  );
}

/** Over RPC the body did not pass the BFF's zod: the rules that keep the figures sound are checked here too. */
function assertExpenseValues(expense: Pick<Expense, 'amountCents' | 'date'>): void {
  const details: Record<string, string> = {};
  if (!Number.isSafeInteger(expense.amountCents) || expense.amountCents <= 0)
    details.amountCents = 'validation.invalid';
  if (typeof expense.date !== 'string' || !isExistingDay(expense.date))
    details.date = 'validation.invalidDate';
  if (Object.keys(details).length > 0) throw new AppError('validation_error', { details });
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export async function createExpense(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: NewExpense,
): Promise<Expense> {
  assertExpenseValues(input);
  const now = clock.now();
  const row = await expenseRepository(dataSource).insert({
    organizationId: context.organizationId,
    propertyId: input.propertyId,
    category: input.category,
    amountCents: input.amountCents,
    date: input.date,
    contractorId: input.contractorId ?? null,
    documentId: input.documentId ?? null,
    description: blankToNull(input.description),
    recoverable: input.recoverable ?? false,
    createdAt: now,
    updatedAt: now,
  });
  return toExpense(row);
}

/** Another organization's expense is `not_found`. */
export async function getExpense(
  dataSource: DataSource,
  context: RequestContext,
  id: string,
): Promise<Expense> {
  const row = await expenseRepository(dataSource).findById(context.organizationId, id);
  if (!row) throw AppError.notFound('expense');
  return toExpense(row);
}

/** A field left out keeps its value; null clears contractor, document or description. */
export async function updateExpense(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: { id: string; changes: ExpenseChanges },
): Promise<Expense> {
  const repository = expenseRepository(dataSource);
  const row = await repository.findById(context.organizationId, input.id);
  if (!row) throw AppError.notFound('expense');
  const defined = Object.fromEntries(
    Object.entries(input.changes).filter(([, value]) => value !== undefined),
  ) as ExpenseChanges;
  const next = {
    ...row,
    ...defined,
    description: 'description' in defined ? blankToNull(defined.description) : row.description,
  };
  assertExpenseValues(next);
  const saved = await repository.save({
    ...next,
    contractorId: next.contractorId ?? null,
    documentId: next.documentId ?? null,
    recoverable: next.recoverable ?? false,
    updatedAt: clock.now(),
  });
  return toExpense(saved);
}

export async function deleteExpense(
  dataSource: DataSource,
  context: RequestContext,
  id: string,
): Promise<void> {
  const repository = expenseRepository(dataSource);
  if (!(await repository.findById(context.organizationId, id))) throw AppError.notFound('expense');
  await repository.delete(context.organizationId, id);
}

/** Newest first, with the totals over every page. */
export async function listExpenses(
  dataSource: DataSource,
  context: RequestContext,
  query: ExpenseListQuery,
): Promise<ExpensePage> {
  const repository = expenseRepository(dataSource);
  const filter = { propertyId: query.propertyId, category: query.category, from: query.from, to: query.to };
  const [{ rows, total }, totals] = await Promise.all([
    repository.list(context.organizationId, { ...filter, page: query.page, pageSize: query.pageSize }),
    repository.totals(context.organizationId, filter),
  ]);
  return { items: rows.map(toExpense), total, totals };
}

/** Per property, month, category and recoverable flag: the statistics' input for `from`…`to`. */
export function sumExpenses(
  dataSource: DataSource,
  context: RequestContext,
  window: { from: string; to: string },
): Promise<ExpenseSum[]> {
  return expenseRepository(dataSource).sums(context.organizationId, window);
}

export function countPropertyExpenses(
  dataSource: DataSource,
  context: RequestContext,
  propertyId: string,
): Promise<number> {
  return expenseRepository(dataSource).countForProperty(context.organizationId, propertyId);
}

export function deletePropertyExpenses(
  dataSource: DataSource,
  context: RequestContext,
  propertyId: string,
): Promise<number> {
  return expenseRepository(dataSource).deleteForProperty(context.organizationId, propertyId);
}
