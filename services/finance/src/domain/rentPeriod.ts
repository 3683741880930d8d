/**
 * Period key of a due item: `2026-03` for monthly rent; `2026-B1` (January–February) … `2026-B6` for bimonthly; `2026-Q1`, `2026-H1`, `2026-W12` or `2026` for the other
 * payment frequencies of SPEC.md §3. The rent-payment contracts validate the same format at the HTTP edge
 * (rentPeriod.test.ts holds both to the same cases).
 */
const RENT_PERIOD = /^\d{4}(-(0[1-9]|1[0-2]|B[1-6]|Q[1-4]|H[12]|W(0[1-9]|[1-4]\d|5[0-3])))?$/;

export function isRentPeriod(value: string): boolean {
  return RENT_PERIOD.test(value);
}
