import { z } from 'zod';
import { ZIsoDate, ZIsoInstant, ZUuid } from '../common/primitives';

/**
 * What a Belgian landlord pays for a property. `property_tax` is the onroerende voorheffing / précompte immobilier,
 * `syndic` the co-ownership (VME / ACP) fees and provisions, `loan_interest` the interest part of a mortgage.
 */
export const EXPENSE_CATEGORIES = [
  'maintenance',
  'repairs',
  'insurance',
  'property_tax',
  'syndic',
  'utilities',
  'management_fees',
  'loan_interest',
  'other',
] as const;
export const ZExpenseCategory = z.enum(EXPENSE_CATEGORIES);
export type TExpenseCategory = z.infer<typeof ZExpenseCategory>;

/** The categories the reports' "fees and provisions" metric adds up. */
export const FEES_AND_PROVISIONS_CATEGORIES = [
  'syndic',
  'management_fees',
] as const satisfies readonly TExpenseCategory[];

export const EXPENSE_DESCRIPTION_MAX = 500;

export const ZExpenseParams = z.object({ id: ZUuid });
export type TExpenseParams = z.infer<typeof ZExpenseParams>;

export const ZExpense = z.object({
  id: z.string(),
  propertyId: z.string(),
  category: ZExpenseCategory,
  /** Positive, integer euro cents. */
  amountCents: z.number().int(),
  /** The day the landlord paid it, `YYYY-MM-DD`. */
  date: ZIsoDate,
  contractorId: z.string().nullable(),
  documentId: z.string().nullable(),
  description: z.string().nullable(),
  /** Re-charged to the tenants through their charges (provisions or fixed charges). */
  recoverable: z.boolean(),
  createdAt: ZIsoInstant,
  updatedAt: ZIsoInstant,
});
export type TExpense = z.infer<typeof ZExpense>;

export const ZGetExpenseResponse = ZExpense;
export type TGetExpenseResponse = z.infer<typeof ZGetExpenseResponse>;
