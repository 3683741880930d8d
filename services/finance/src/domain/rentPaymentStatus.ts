import type { RentPaymentStatus } from './rentPayment';

export type DueItemAmounts = {
  amountDueCents: number;
  paidCents: number;
  /** `YYYY-MM-DD`. */
  dueDate: string;
};

/**
 * The status of a due item on a given day (`today`, `YYYY-MM-DD`, from the clock port):
 *
 * - paid:    everything received (`paidCents >= amountDueCents`; an overpayment is paid too).
 * - overdue: money still owed and the due date has passed (it is before today; on the due date itself the
 *            tenant still has the day to pay). This includes partly paid items: a landlord must act on any
 *            outstanding amount after the due date, and SPEC.md §4's overdue warning ("status overdue, due date
 *            past", with days overdue) must fire for them too. The amounts still show that part was received.
 * - partial: part received and not yet past due.
 * - pending: nothing received and not yet past due.
 *
 * The status is derived, never stored: it changes with the date alone, so a stored value would need a job to
 * stay true. Lists filter by status in SQL with `statusCriteria`, which must agree with this function
 * (rentPaymentStatus.test.ts checks both against the same cases).
 */
export function rentPaymentStatus(item: DueItemAmounts, today: string): RentPaymentStatus {
  if (item.paidCents >= item.amountDueCents) return 'paid';
  if (item.dueDate < today) return 'overdue';
  return item.paidCents > 0 ? 'partial' : 'pending';
}

/** How much of the amount due was received: all, none, some (but not all), or not all. */
export type PaymentCriterion = 'full' | 'none' | 'some' | 'outstanding';

/** A status as conditions on stored columns, so a repository can filter and page in SQL. */
export type StatusCriteria = {
  payment: PaymentCriterion;
  /** Due date strictly before this date. */
  dueBefore?: string;
  /** Due date on or after this date. */
  dueOnOrAfter?: string;
};

export function statusCriteria(status: RentPaymentStatus, today: string): StatusCriteria {
  switch (status) {
    case 'paid':
      return { payment: 'full' };
    case 'overdue':
      return { payment: 'outstanding', dueBefore: today };
    case 'partial':
      return { payment: 'some', dueOnOrAfter: today };
    case 'pending':
      return { payment: 'none', dueOnOrAfter: today };
  }
}

/** The criteria evaluated in memory (the reference the SQL translation is tested against). */
export function matchesCriteria(item: DueItemAmounts, criteria: StatusCriteria): boolean {
  const outstanding = item.paidCents < item.amountDueCents;
  const payment = {
    full: !outstanding,
    none: outstanding && item.paidCents === 0,
    some: outstanding && item.paidCents > 0,
    outstanding,
  }[criteria.payment];
  if (!payment) return false;
  if (criteria.dueBefore !== undefined && !(item.dueDate < criteria.dueBefore)) return false;
  if (criteria.dueOnOrAfter !== undefined && !(item.dueDate >= criteria.dueOnOrAfter)) return false;
  return true;
}
