import type { TRentPaymentStatus } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import type { BadgeTone } from '@immodesk/ui-kit';

/**
 * SPEC §2 names the payment states by what the landlord received: paid → received, partial → partially
 * received, overdue → not received, pending → pending. The label keys say so, and so does the colour.
 */
export const RENT_PAYMENT_STATUS_DISPLAY: Readonly<Record<TRentPaymentStatus, { labelKey: string; tone: BadgeTone }>> = {
  paid: { labelKey: 'rentPayment.status.received', tone: 'success' },
  partial: { labelKey: 'rentPayment.status.partiallyReceived', tone: 'warning' },
  overdue: { labelKey: 'rentPayment.status.notReceived', tone: 'danger' },
  pending: { labelKey: 'rentPayment.status.pending', tone: 'info' },
};

/** The order of the status filter: what needs attention first. */
export const STATUS_FILTER_ORDER: readonly TRentPaymentStatus[] = ['overdue', 'partial', 'pending', 'paid'];

export function rentPaymentStatusDisplay(status: TRentPaymentStatus): { labelKey: string; tone: BadgeTone } {
  return RENT_PAYMENT_STATUS_DISPLAY[status];
}

/** What is still to be paid on a due item (never negative: an overpayment leaves nothing open). */
export function outstandingCents(amountDueCents: number, paidCents: number): number {
  return Math.max(0, amountDueCents - paidCents);
}
