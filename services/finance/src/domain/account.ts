import type { PaymentSourceType } from '../entities/PaymentAllocationEntity';

/** What a line of an account is: rent due, money received on an item, settled before the lease came in, or held as credit. */
export type AccountLineKind = 'due' | 'payment' | 'opening_balance' | 'credit';

/**
 * One line of a tenant's (or lease's) account. `amountCents` is signed the way the balance moves: a due item adds
 * (positive), money received takes off (negative), so the lines add up to the balance.
 */
export type AccountEntry = {
  date: string;
  kind: AccountLineKind;
  amountCents: number;
  contractId: string | null;
  /** The due item's period key (`2026-03`): of the item itself, or of the item the money went to; null for a credit. */
  period: string | null;
  dueItemId: string | null;
  bankLineId: string | null;
};

/** The figures of an account and the lines behind them, oldest first. */
export type Account = {
  dueCents: number;
  /** Everything received: on items, as opening balance, and still held as credit. */
  receivedCents: number;
  /** `dueCents − receivedCents`: what the tenant owes (negative: paid in advance). */
  balanceCents: number;
  /** Received but not yet on any item (an overpayment waiting for the next item). */
  creditCents: number;
  entries: AccountEntry[];
};

export type AccountItem = {
  id: string;
  contractId: string | null;
  period: string;
  dueDate: string;
  amountDueCents: number;
};

export type AccountAllocation = {
  contractId: string | null;
  rentPaymentId: string | null;
  sourceType: PaymentSourceType;
  sourceLineId: string | null;
  amountCents: number;
  receivedOn: string;
};

const KIND_ORDER: Record<AccountLineKind, number> = { due: 0, opening_balance: 1, payment: 2, credit: 3 };

/** The account of the given items and allocations (already limited to the tenant's or lease's contracts). */
export function buildAccount(
  items: readonly AccountItem[],
  allocations: readonly AccountAllocation[],
): Account {
  const periodOf = new Map(items.map((item) => [item.id, item.period]));
  const entries: AccountEntry[] = [
    ...items.map((item) => ({
      date: item.dueDate,
      kind: 'due' as const,
      amountCents: item.amountDueCents,
      contractId: item.contractId,
      period: item.period,
      dueItemId: item.id,
      bankLineId: null,
    })),
    ...allocations.map((allocation) => ({
      date: allocation.receivedOn,
      kind:
        allocation.rentPaymentId === null
          ? ('credit' as const)
          : allocation.sourceType === 'opening_balance'
            ? ('opening_balance' as const)
            : ('payment' as const),
      amountCents: -allocation.amountCents,
      contractId: allocation.contractId,
      period: allocation.rentPaymentId ? (periodOf.get(allocation.rentPaymentId) ?? null) : null,
      dueItemId: allocation.rentPaymentId,
      bankLineId: allocation.sourceType === 'bank_statement' ? allocation.sourceLineId : null,
    })),
  ].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      (a.period ?? '').localeCompare(b.period ?? ''),
  );
  const dueCents = items.reduce((sum, item) => sum + item.amountDueCents, 0);
  const receivedCents = allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  const creditCents = allocations
    .filter((allocation) => allocation.rentPaymentId === null)
    .reduce((sum, allocation) => sum + allocation.amountCents, 0);
  return { dueCents, receivedCents, balanceCents: dueCents - receivedCents, creditCents, entries };
}
