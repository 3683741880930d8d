import { describe, expect, it } from 'vitest';
import { splitReceipt } from './allocation';

describe('splitReceipt', () => {
  it('pays the items in order, each up to what it still owes', () => {
    expect(
      splitReceipt(1_500, [
        { id: 'a', outstandingCents: 1_000 },
        { id: 'b', outstandingCents: 1_000 },
      ]),
    ).toEqual([
      { rentPaymentId: 'a', amountCents: 1_000 },
      { rentPaymentId: 'b', amountCents: 500 },
    ]);
  });

  it('skips items that owe nothing and keeps the surplus as credit', () => {
    expect(
      splitReceipt(1_200, [
        { id: 'a', outstandingCents: 0 },
        { id: 'b', outstandingCents: 1_000 },
      ]),
    ).toEqual([
      { rentPaymentId: 'b', amountCents: 1_000 },
      { rentPaymentId: null, amountCents: 200 },
    ]);
  });

  it('keeps everything as credit when no item is open', () => {
    expect(splitReceipt(850, [])).toEqual([{ rentPaymentId: null, amountCents: 850 }]);
  });
});
