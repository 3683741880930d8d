/**
 * Money is integer euro cents everywhere (`rentCents`), formatted only at the edge. These are the rules an amount
 * keeps, for the zod contracts, the services that check again behind them, and the forms.
 */

/** The largest amount a payment or an expense may carry: EUR 100 million. */
export const MAX_AMOUNT_CENTS = 100_000_000_00;

/** The smallest: one cent. Zero is no payment (clearing a payment is its own action). */
export const MIN_AMOUNT_CENTS = 1;

/** A payment's or an expense's amount: whole cents, strictly positive, at most MAX_AMOUNT_CENTS. */
export function isPositiveAmountCents(value: number): boolean {
  return Number.isSafeInteger(value) && value >= MIN_AMOUNT_CENTS && value <= MAX_AMOUNT_CENTS;
}
