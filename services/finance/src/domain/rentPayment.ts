import type { Page, PageQuery } from '@immodesk/platform/domain/page';

/** Derived from the amounts, the due date and today (rentPaymentStatus.ts); never stored. */
export type RentPaymentStatus = 'pending' | 'paid' | 'partial' | 'overdue';

/** How an item was settled other than by payments received through the product (null: it was not). */
export type RentPaymentSettlement = 'opening_balance';

/** One due item: the rent due for one period, and what was received on it. */
export type RentPayment = {
  id: string;
  /** Null until the contracts service exists; then every due item belongs to a contract. */
  contractId: string | null;
  propertyId: string | null;
  tenantId: string | null;
  /** Period key (rentPeriod.ts), e.g. `2026-03`. */
  period: string;
  /** First and last day the item covers (`YYYY-MM-DD`); null on items recorded before schedules existed. */
  periodStart: string | null;
  periodEnd: string | null;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  /** `rentCents + chargesCents`. */
  amountDueCents: number;
  rentCents: number;
  chargesCents: number;
  paidCents: number;
  /** `YYYY-MM-DD`. */
  paidAt: string | null;
  status: RentPaymentStatus;
  notes: string | null;
  /** `opening_balance`: paid before the lease was brought in (a lease signed on paper), not a bank payment. */
  settledAs: RentPaymentSettlement | null;
};

/** Sums over every due item a list's filters select, not only its page. */
export type RentPaymentTotals = {
  dueCents: number;
  paidCents: number;
  /** What is still owed, item by item: an overpaid item leaves nothing open and takes nothing off another. */
  outstandingCents: number;
};

/** One page of due items, with the totals of all items the filters select. */
export type RentPaymentPage = Page<RentPayment> & { totals: RentPaymentTotals };

/** `from`/`to` bound the due date (inclusive); the status is as of today. */
export type RentPaymentListQuery = PageQuery & {
  contractId?: string;
  propertyId?: string;
  tenantId?: string;
  status?: RentPaymentStatus;
  period?: string;
  from?: string;
  to?: string;
};
