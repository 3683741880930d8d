import { describe, expect, it } from 'vitest';
import { checkoutPath, checkoutRequestFrom } from './checkoutParams';

describe('checkoutRequestFrom', () => {
  it('reads the plan and interval chosen', () => {
    expect(checkoutRequestFrom('?plan=basic&interval=yearly')).toEqual({
      kind: 'choose',
      plan: 'basic',
      interval: 'yearly',
      wasPaymentCancelled: false,
    });
  });

  it('starts on Professional, monthly, when the link names no plan or an unknown one', () => {
    expect(checkoutRequestFrom('')).toEqual({
      kind: 'choose',
      plan: 'professional',
      interval: 'monthly',
      wasPaymentCancelled: false,
    });
    expect(checkoutRequestFrom('?plan=free&interval=weekly')).toMatchObject({
      plan: 'professional',
      interval: 'monthly',
    });
  });

  it('sends Enterprise to sales and a return from the payment page to its verification', () => {
    expect(checkoutRequestFrom('?plan=enterprise&interval=yearly')).toEqual({ kind: 'enterprise' });
    expect(checkoutRequestFrom('?session_id=cs_test_123')).toEqual({
      kind: 'return',
      sessionId: 'cs_test_123',
    });
  });

  it('knows when the user left the payment page without paying', () => {
    expect(checkoutRequestFrom('?plan=basic&interval=monthly&canceled=1')).toMatchObject({
      plan: 'basic',
      wasPaymentCancelled: true,
    });
  });
});

describe('checkoutPath', () => {
  it('links to the checkout of a plan and interval', () => {
    expect(checkoutPath('professional', 'yearly')).toBe('/checkout?plan=professional&interval=yearly');
    expect(checkoutPath('enterprise')).toBe('/checkout?plan=enterprise');
  });
});
