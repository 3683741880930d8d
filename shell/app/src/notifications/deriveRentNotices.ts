import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';

/** SPEC §9 "Recent paid notice": a payment made today or in the six days before counts as received recently. */
export const RECENT_PAYMENT_DAYS = 7;

/** A notice the shell derives from the rent payments; never stored on, or sent to, the server. */
export type RentNotice =
  | {
      id: number;
      kind: 'overdue';
      paymentId: string;
      propertyId: string | null;
      period: string;
      dueDate: string;
      daysOverdue: number;
      occurredAt: string;
    }
  | {
      id: number;
      kind: 'paid';
      paymentId: string;
      propertyId: string | null;
      period: string;
      paidAt: string;
      paidCents: number;
      occurredAt: string;
    };

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
}

/**
 * A negative id that stays the same for the same notice on every load (so "read" and "deleted" can be
 * remembered): FNV-1a of the notice's key, never 0.
 */
export function syntheticId(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return -((hash >>> 1) + 1);
}

/**
 * SPEC §4: an overdue payment (status overdue and due date past) gives a warning with the days overdue; a
 * payment paid in the last 7 days gives a success notice. `today` is the Belgian calendar date. Each notice
 * is dated by its due date or payment day (so "22 days ago" matches "22 days overdue"); the list is newest first.
 */
export function deriveRentNotices(payments: readonly TRentPayment[], today: string): RentNotice[] {
  const notices: RentNotice[] = [];
  const seen = new Set<string>();
  for (const payment of payments) {
    if (seen.has(payment.id)) continue;
    seen.add(payment.id);
    if (payment.status === 'overdue' && payment.dueDate < today) {
      notices.push({
        id: syntheticId(`overdue:${payment.id}`),
        kind: 'overdue',
        paymentId: payment.id,
        propertyId: payment.propertyId,
        period: payment.period,
        dueDate: payment.dueDate,
        daysOverdue: dayNumber(today) - dayNumber(payment.dueDate),
        occurredAt: `${payment.dueDate}T00:00:00.000Z`,
      });
      continue;
    }
    if (payment.status === 'paid' && payment.paidAt) {
      const daysAgo = dayNumber(today) - dayNumber(payment.paidAt);
      if (daysAgo < 0 || daysAgo >= RECENT_PAYMENT_DAYS) continue;
      notices.push({
        id: syntheticId(`paid:${payment.id}:${payment.paidAt}`),
        kind: 'paid',
        paymentId: payment.id,
        propertyId: payment.propertyId,
        period: payment.period,
        paidAt: payment.paidAt,
        paidCents: payment.paidCents,
        occurredAt: `${payment.paidAt}T00:00:00.000Z`,
      });
    }
  }
  return notices.sort((a, b) => b.occurredAt.localeCompare(a.occurredAt) || a.id - b.id);
}
