import {
  ZRegisterRentPaymentRequest,
  type TRegisterRentPaymentRequest,
} from '@immodesk/contracts/rentPayments/registerRentPayment.contract';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { centsToEuroText, parseEuroToCents } from '@immodesk/sdk';

export type PaymentFormValues = {
  contractId: string;
  period: string;
  amount: string;
  paidAt: string;
  notes: string;
};
export type PaymentField = keyof PaymentFormValues;
/** Per field the key of its message under `paymentForm.errors.`. */
export type PaymentFieldErrors = Partial<Record<PaymentField, string>>;

export const PAYMENT_FIELD_ORDER: readonly PaymentField[] = [
  'contractId',
  'period',
  'amount',
  'paidAt',
  'notes',
];
export const PAYMENT_NOTES_MAX = 1000;

/** The form for a due item: what was received on it so far, or today and the whole amount for a first payment. */
export function paymentFormValues(
  item: TRentPayment | null,
  today: string,
  preset: { contractId?: string; period?: string } = {},
): PaymentFormValues {
  if (item && item.paidCents > 0) {
    return {
      contractId: item.contractId ?? '',
      period: item.period,
      amount: centsToEuroText(item.paidCents),
      paidAt: item.paidAt ?? today,
      notes: item.notes ?? '',
    };
  }
  return {
    contractId: item?.contractId ?? preset.contractId ?? '',
    period: item?.period ?? preset.period ?? '',
    amount: item ? centsToEuroText(item.amountDueCents) : '',
    paidAt: today,
    notes: item?.notes ?? '',
  };
}

/** The entered amount in cents; null when empty or not an amount (the note then waits). */
export function enteredCents(amount: string): number | null {
  return parseEuroToCents(amount) ?? null;
}

/**
 * The browser's check before sending (SPEC §5 "Payment: all required fields; contract and period must be chosen"),
 * then the endpoint's own contract. The server checks again; its translated messages replace these.
 */
export function validatePaymentForm(
  values: PaymentFormValues,
): { body: TRegisterRentPaymentRequest; errors: null } | { body: null; errors: PaymentFieldErrors } {
  const errors: PaymentFieldErrors = {};
  if (!values.contractId || !values.period) {
    if (!values.contractId) errors.contractId = 'contractAndPeriod';
    if (!values.period) errors.period = 'contractAndPeriod';
  }
  const cents = parseEuroToCents(values.amount);
  if (cents === null) errors.amount = 'amountRequired';
  else if (cents === undefined) errors.amount = 'amountInvalid';
  else if (cents <= 0) errors.amount = 'amountPositive';
  if (!values.paidAt) errors.paidAt = 'dateRequired';
  if (values.notes.trim().length > PAYMENT_NOTES_MAX) errors.notes = 'notesTooLong';
  if (Object.keys(errors).length > 0) return { body: null, errors };

  const parsed = ZRegisterRentPaymentRequest.safeParse({
    contractId: values.contractId,
    period: values.period,
    paidCents: cents,
    paidAt: values.paidAt,
    notes: values.notes.trim() || null,
  });
  if (parsed.success) return { body: parsed.data, errors: null };
  for (const issue of parsed.error.issues) {
    const field = PAYMENT_FIELD_ORDER.find(
      (name) => name === issue.path[0] || (name === 'amount' && issue.path[0] === 'paidCents'),
    );
    if (field && !errors[field]) errors[field] = field === 'paidAt' ? 'dateInvalid' : 'invalid';
  }
  return { body: null, errors: Object.keys(errors).length > 0 ? errors : { contractId: 'invalid' } };
}
