/** What a registered amount means for the due item (SPEC §4 payment notes): paid in full, partly, or more. */
export type PaymentNote =
  | { kind: 'full'; paidCents: number; totalCents: number }
  | { kind: 'partial'; paidCents: number; totalCents: number; outstandingCents: number }
  | { kind: 'overpaid'; paidCents: number; totalCents: number; surplusCents: number };

/** The note for `paidCents` received on an item of `totalCents` (rent and charges); null before an amount is typed. */
export function paymentNote(totalCents: number, paidCents: number | null): PaymentNote | null {
  if (paidCents === null || paidCents <= 0) return null;
  if (paidCents === totalCents) return { kind: 'full', paidCents, totalCents };
  if (paidCents < totalCents)
    return { kind: 'partial', paidCents, totalCents, outstandingCents: totalCents - paidCents };
  return { kind: 'overpaid', paidCents, totalCents, surplusCents: paidCents - totalCents };
}
