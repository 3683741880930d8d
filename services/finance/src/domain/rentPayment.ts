import type { PageQuery } from '@immodesk/platform/domain/page';

/** Derived from the amounts, the due date and today (rentPaymentStatus.ts); never stored. */
export type RentPaymentStatus = 'pending' | 'paid' | 'partial' | 'overdue';

/** One due item: the rent due for one period, and what was received on it. */
export type RentPayment = {
  id: string;
  /** Null until the contracts service exists; then every due item belongs to a contract. */
  contractId: string | null;
  propertyId: string | null;
  tenantId: string | null;
  /** Period key (rentPeriod.ts), e.g. `2026-03`. */
  period: string;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  amountDueCents: number;
  paidCents: number;
  /** `YYYY-MM-DD`. */
  paidAt: string | null;
  status: RentPaymentStatus;
  notes: string | null;
};

/** `from`/`to` bound the due date (inclusive); the status is as of today. */
export type RentPaymentListQuery = PageQuery & {
  contractId?: string;
  propertyId?: string;
  tenantId?: string;
  status?: RentPaymentStatus;
  from?: string;
  to?: string;
};
