/** A due item that still waits for money, in the order a receipt pays them. */
export type OpenItem = { id: string; outstandingCents: number };

/** One part of a receipt: on a due item, or (`rentPaymentId` null) kept as the contract's credit. */
export type AllocationPart = { rentPaymentId: string | null; amountCents: number };

/**
 * Splits an amount received over open items in the given order, each up to what it still owes; what is left is
 * the surplus, kept as credit for the next item.
 */
export function splitReceipt(amountCents: number, items: readonly OpenItem[]): AllocationPart[] {
  const parts: AllocationPart[] = [];
  let left = amountCents;
  for (const item of items) {
    if (left <= 0) break;
    const part = Math.min(left, item.outstandingCents);
    if (part <= 0) continue;
    parts.push({ rentPaymentId: item.id, amountCents: part });
    left -= part;
  }
  if (left > 0) parts.push({ rentPaymentId: null, amountCents: left });
  return parts;
}
