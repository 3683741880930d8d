import type { Expense } from '../domain/expense';
import type { ExpenseRow } from '../entities/ExpenseEntity';

export function toExpense(row: ExpenseRow): Expense {
  return {
    id: row.id,
    propertyId: row.propertyId,
    category: row.category,
    amountCents: row.amountCents,
    date: row.date,
    contractorId: row.contractorId,
    documentId: row.documentId,
    description: row.description,
    recoverable: row.recoverable,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
