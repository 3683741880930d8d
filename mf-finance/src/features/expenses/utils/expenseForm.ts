import {
  ZCreateExpenseRequest,
  type TCreateExpenseRequest,
} from '@immodesk/contracts/expenses/createExpense.contract';
import type { TExpense, TExpenseCategory } from '@immodesk/contracts/expenses/expense.contract';
import { centsToEuroText, parseEuroToCents } from '@immodesk/sdk';

/** What the dialog's fields hold: text as typed, ids as chosen ('' for none). */
export type ExpenseFormValues = {
  propertyId: string;
  category: TExpenseCategory | '';
  amount: string;
  date: string;
  contractorId: string;
  documentId: string;
  description: string;
  recoverable: boolean;
};

export type ExpenseFormField = keyof ExpenseFormValues;

export function expenseFormValues(
  expense: TExpense | null,
  defaults: { propertyId?: string; today: string },
): ExpenseFormValues {
  return {
    propertyId: expense?.propertyId ?? defaults.propertyId ?? '',
    category: expense?.category ?? '',
    amount: centsToEuroText(expense?.amountCents),
    date: expense?.date ?? defaults.today,
    contractorId: expense?.contractorId ?? '',
    documentId: expense?.documentId ?? '',
    description: expense?.description ?? '',
    recoverable: expense?.recoverable ?? false,
  };
}

/** Which error key (`expenses.form.errors.<key>`) each field shows. */
export type ExpenseFormErrors = Partial<Record<ExpenseFormField, 'required' | 'amount' | 'date' | 'tooLong'>>;

/** The request body, or the field errors; the contract's schema has the last word on anything the checks let through. */
export function expenseRequest(
  values: ExpenseFormValues,
): { body: TCreateExpenseRequest } | { errors: ExpenseFormErrors } {
  const errors: ExpenseFormErrors = {};
  const amountCents = parseEuroToCents(values.amount);
  if (!values.propertyId) errors.propertyId = 'required';
  if (!values.category) errors.category = 'required';
  if (amountCents === null) errors.amount = 'required';
  else if (amountCents === undefined || amountCents < 1) errors.amount = 'amount';
  if (!values.date) errors.date = 'required';
  const parsed = ZCreateExpenseRequest.safeParse({
    propertyId: values.propertyId,
    category: values.category,
    amountCents,
    date: values.date,
    contractorId: values.contractorId || null,
    documentId: values.documentId || null,
    description: values.description.trim() || null,
    recoverable: values.recoverable,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'amountCents') errors.amount ??= 'amount';
      else if (field === 'date') errors.date ??= 'date';
      else if (field === 'description') errors.description ??= 'tooLong';
      else if (typeof field === 'string' && field in values) errors[field as ExpenseFormField] ??= 'required';
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { body: parsed.data };
}
