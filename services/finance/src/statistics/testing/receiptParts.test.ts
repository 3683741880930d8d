import { describe, expect, it } from 'vitest';
import { receiptParts } from './receiptParts';

const on = { propertyId: 'P1', receivedOn: '2026-03-05' };

describe('receiptParts', () => {
  it('splits a full payment into the item’s rent and charges', () => {
    expect(
      receiptParts({ ...on, amountCents: 90_000, itemRentCents: 80_000, itemChargesCents: 10_000 }),
    ).toEqual({ ...on, rentCents: 80_000, chargesCents: 10_000 });
  });

  it('splits a partial payment by the same shares (450 of 800 + 100: 400 rent, 50 charges)', () => {
    expect(
      receiptParts({ ...on, amountCents: 45_000, itemRentCents: 80_000, itemChargesCents: 10_000 }),
    ).toEqual({ ...on, rentCents: 40_000, chargesCents: 5_000 });
  });

  it('rounds the charges to the cent and gives the rest to the rent (100.00 of 750 + 125: 85.71 + 14.29)', () => {
    expect(
      receiptParts({ ...on, amountCents: 10_000, itemRentCents: 75_000, itemChargesCents: 12_500 }),
    ).toEqual({ ...on, rentCents: 8_571, chargesCents: 1_429 });
  });

  it('counts a credit not yet on an item, or an item without parts, as rent', () => {
    expect(
      receiptParts({
        ...on,
        propertyId: null,
        amountCents: 5_000,
        itemRentCents: null,
        itemChargesCents: null,
      }),
    ).toEqual({
      propertyId: null,
      receivedOn: on.receivedOn,
      rentCents: 5_000,
      chargesCents: 0,
    });
    expect(receiptParts({ ...on, amountCents: 5_000, itemRentCents: 0, itemChargesCents: 0 })).toMatchObject({
      rentCents: 5_000,
      chargesCents: 0,
    });
  });
});
