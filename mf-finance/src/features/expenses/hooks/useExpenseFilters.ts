import { EXPENSE_CATEGORIES, type TExpenseCategory } from '@immodesk/contracts/expenses/expense.contract';
import { useFilterParam } from '@immodesk/sdk';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type ExpenseFilters = {
  propertyId: string | undefined;
  category: TExpenseCategory | undefined;
  from: string | undefined;
  to: string | undefined;
};

/** `?propertyId=&category=&from=&to=` (expense dates, inclusive); a malformed value in the URL means no filter. */
export function useExpenseFilters(): ExpenseFilters {
  const [propertyId] = useFilterParam('propertyId');
  const [category] = useFilterParam('category');
  const [from] = useFilterParam('from');
  const [to] = useFilterParam('to');
  return {
    propertyId: propertyId || undefined,
    category: (EXPENSE_CATEGORIES as readonly string[]).includes(category)
      ? (category as TExpenseCategory)
      : undefined,
    from: ISO_DATE.test(from) ? from : undefined,
    to: ISO_DATE.test(to) ? to : undefined,
  };
}
