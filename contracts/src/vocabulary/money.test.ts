import { describe, expect, it } from 'vitest';
import { ZRegisterRentPaymentRequest } from '../rentPayments/registerRentPayment.contract';
import { isPositiveAmountCents, MAX_AMOUNT_CENTS } from './money';

describe('the payment amount rule', () => {
  it('refuses zero, negative, fractional and too large amounts, and accepts one cent up to the maximum', () => {
    expect([0, -1, 1.5, MAX_AMOUNT_CENTS + 1, Number.NaN].map(isPositiveAmountCents)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([1, 86_000, MAX_AMOUNT_CENTS].map(isPositiveAmountCents)).toEqual([true, true, true]);
  });

  it('is the contract’s rule too: a zero payment does not parse', () => {
    const body = { contractId: crypto.randomUUID(), period: '2026-03', paidAt: '2026-03-16' };
    expect(ZRegisterRentPaymentRequest.safeParse({ ...body, paidCents: 0 }).success).toBe(false);
    expect(ZRegisterRentPaymentRequest.safeParse({ ...body, paidCents: 1 }).success).toBe(true);
  });
});
