import { z } from 'zod';
import { ZPageQuery, zListResponse } from '../common/pagination';
import { ZIsoDate, ZUuid } from '../common/primitives';
import { ZExpense, ZExpenseCategory } from './expense.contract';

/** GET /api/expenses: newest first; `from`/`to` bound the expense date (inclusive). */
export const ZListExpensesQuery = ZPageQuery.extend({
  propertyId: ZUuid.optional(),
  category: ZExpenseCategory.optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
});
export type TListExpensesQuery = z.infer<typeof ZListExpensesQuery>;

/** Over every expense the filters select (all pages). */
export const ZExpenseTotals = z.object({ amountCents: z.number().int(), recoverableCents: z.number().int() });
export type TExpenseTotals = z.infer<typeof ZExpenseTotals>;

export const ZListExpensesResponse = zListResponse(ZExpense).extend({ totals: ZExpenseTotals });
export type TListExpensesResponse = z.infer<typeof ZListExpensesResponse>;
