import { z } from 'zod';
import { ZIsoDate, ZPositiveCents, ZUuid } from '../common/primitives';
import { EXPENSE_DESCRIPTION_MAX, ZExpense, ZExpenseCategory } from './expense.contract';

/** A day that exists (no 30 February). */
const ZExpenseDate = ZIsoDate.refine(
  (value) =>
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
  {
    message: 'Expected a date that exists',
  },
);

/** POST /api/expenses. The property, contractor and document must be the organization's (404 otherwise). */
export const ZCreateExpenseRequest = z.object({
  propertyId: ZUuid,
  category: ZExpenseCategory,
  amountCents: ZPositiveCents,
  date: ZExpenseDate,
  contractorId: ZUuid.nullish(),
  documentId: ZUuid.nullish(),
  description: z.string().trim().max(EXPENSE_DESCRIPTION_MAX).nullish(),
  recoverable: z.boolean().default(false),
});
export type TCreateExpenseRequest = z.infer<typeof ZCreateExpenseRequest>;

export const ZCreateExpenseResponse = ZExpense;
export type TCreateExpenseResponse = z.infer<typeof ZCreateExpenseResponse>;
