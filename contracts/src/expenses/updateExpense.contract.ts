import { z } from 'zod';
import { requireAChange } from '../common/requireAChange';
import { ZCreateExpenseRequest } from './createExpense.contract';
import { ZExpense } from './expense.contract';

/** PATCH /api/expenses/:id: a field left out keeps its value; `null` clears contractor, document or description. */
export const ZUpdateExpenseRequest = requireAChange(
  ZCreateExpenseRequest.partial().extend({
    // partial() would keep the create default and silently clear the flag on every PATCH.
    recoverable: z.boolean().optional(),
  }),
);
export type TUpdateExpenseRequest = z.infer<typeof ZUpdateExpenseRequest>;

export const ZUpdateExpenseResponse = ZExpense;
export type TUpdateExpenseResponse = z.infer<typeof ZUpdateExpenseResponse>;
