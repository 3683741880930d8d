import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import type { BadgeTone } from '@immodesk/ui-kit';

/** SPEC §2's labels: what the landlord received. */
export type RentPaymentLabel = 'received' | 'partiallyReceived' | 'notReceived' | 'pending';

export type RentPaymentDisplay = {
  label: RentPaymentLabel;
  /** Translation key of the label in the shell's `common` namespace. */
  labelKey: `rentPayment.status.${RentPaymentLabel}`;
  tone: BadgeTone;
  /** The due date has passed with money still owed. */
  isOverdue: boolean;
  /** What is still to be paid (never negative: an overpayment leaves nothing open). */
  outstandingCents: number;
  /** Whether the outstanding amount says more than the label: part was received, or the item is overdue. */
  showsOutstanding: boolean;
};

export type RentPaymentAmounts = Pick<TRentPayment, 'status' | 'amountDueCents' | 'paidCents'>;

/**
 * How a due item reads, in every list that shows one. The API's `overdue` covers partly paid items too (the
 * finance service's rentPaymentStatus): such an item reads "partially received" with the overdue marker and
 * the amount still open, never "not received" next to the payment it got.
 */
export function rentPaymentDisplay(payment: RentPaymentAmounts): RentPaymentDisplay {
  const outstandingCents = Math.max(0, payment.amountDueCents - payment.paidCents);
  const label = labelOf(payment);
  const isOverdue = payment.status === 'overdue';
  return {
    label,
    labelKey: `rentPayment.status.${label}`,
    tone: TONES[label],
    isOverdue,
    outstandingCents,
    showsOutstanding: outstandingCents > 0 && (isOverdue || payment.paidCents > 0),
  };
}

const TONES: Readonly<Record<RentPaymentLabel, BadgeTone>> = {
  received: 'success',
  partiallyReceived: 'warning',
  notReceived: 'danger',
  pending: 'info',
};

function labelOf(payment: RentPaymentAmounts): RentPaymentLabel {
  switch (payment.status) {
    case 'paid':
      return 'received';
    case 'partial':
      return 'partiallyReceived';
    case 'pending':
      return 'pending';
    case 'overdue':
      return payment.paidCents > 0 ? 'partiallyReceived' : 'notReceived';
  }
}
