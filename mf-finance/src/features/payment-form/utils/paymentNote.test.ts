import { describe, expect, it } from 'vitest';
import { paymentNote } from './paymentNote';

describe('paymentNote', () => {
  it('reads a partial payment with what was paid, the total and what is still open', () => {
    expect(paymentNote(95_000, 60_000)).toEqual({
      kind: 'partial',
      paidCents: 60_000,
      totalCents: 95_000,
      outstandingCents: 35_000,
    });
  });

  it('reads the exact amount as paid in full', () => {
    expect(paymentNote(95_000, 95_000)).toEqual({ kind: 'full', paidCents: 95_000, totalCents: 95_000 });
  });

  it('reads more than due as overpaid, with the surplus that goes to the next due item', () => {
    expect(paymentNote(95_000, 100_000)).toEqual({
      kind: 'overpaid',
      paidCents: 100_000,
      totalCents: 95_000,
      surplusCents: 5_000,
    });
  });

  it('has no note before an amount is typed', () => {
    expect(paymentNote(95_000, null)).toBeNull();
    expect(paymentNote(95_000, 0)).toBeNull();
  });
});
