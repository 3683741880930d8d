import type { Page, PageQuery } from '@immodesk/platform/domain/page';

/** What a landlord pays for a property (the contract's EXPENSE_CATEGORIES, in the same order). */
export type ExpenseCategory =
  | 'maintenance'
  | 'repairs'
  | 'insurance'
  | 'property_tax'
  | 'syndic'
  | 'utilities'
  | 'management_fees'
  | 'loan_interest'
  | 'other';

/** The categories the reports' "fees and provisions" add up: co-ownership (syndic) fees and management fees. */
export const FEES_AND_PROVISIONS: readonly ExpenseCategory[] = ['syndic', 'management_fees'];

export type Expense = {
  id: string;
  propertyId: string;
  category: ExpenseCategory;
  amountCents: number;
  /** `YYYY-MM-DD`: the day it was paid. */
  date: string;
  contractorId: string | null;
  documentId: string | null;
  description: string | null;
  /** Re-charged to the tenants through their charges. */
  recoverable: boolean;
  createdAt: string;
  updatedAt: string;
};

/** A new expense; property, contractor and document ids are checked to be the organization's by the BFF. */
export type NewExpense = {
  propertyId: string;
  category: ExpenseCategory;
  amountCents: number;
  date: string;
  contractorId?: string | null | undefined;
  documentId?: string | null | undefined;
  description?: string | null | undefined;
  recoverable?: boolean | undefined;
};

export type ExpenseChanges = Partial<NewExpense>;

export type ExpenseFilter = {
  propertyId?: string | undefined;
  category?: ExpenseCategory | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

export type ExpenseTotals = { amountCents: number; recoverableCents: number };

export type ExpensePage = Page<Expense> & { totals: ExpenseTotals };

export type ExpenseListQuery = PageQuery & ExpenseFilter;

/** Expenses summed per property, month (`YYYY-MM`) and category: what statistics read, never the rows themselves. */
export type ExpenseSum = {
  propertyId: string;
  month: string;
  category: ExpenseCategory;
  recoverable: boolean;
  amountCents: number;
};
