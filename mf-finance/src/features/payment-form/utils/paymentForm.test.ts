import { describe, expect, it } from 'vitest';
import { dueItemFixture } from '../../../shared/testing/rentPaymentFixtures';
import { paymentFormValues, validatePaymentForm, type PaymentFormValues } from './paymentForm';

const contractId = '0b0f4c5e-8d7a-4c3b-9f21-6a1e2d3c4b5a';
const valid: PaymentFormValues = {
  contractId,
  period: '2026-03',
  amount: '600,50',
  paidAt: '2026-03-05',
  notes: '  via KBC  ',
};

describe('validatePaymentForm', () => {
  it('sends euros as cents, the contract and period, the date and the trimmed notes', () => {
    expect(validatePaymentForm(valid)).toEqual({
      body: { contractId, period: '2026-03', paidCents: 60_050, paidAt: '2026-03-05', notes: 'via KBC' },
      errors: null,
    });
    expect(validatePaymentForm({ ...valid, amount: '€ 1.150,00', notes: '' }).body).toMatchObject({
      paidCents: 115_000,
      notes: null,
    });
  });

  it('refuses a payment without a contract and a period: both must be chosen', () => {
    expect(validatePaymentForm({ ...valid, contractId: '', period: '' }).errors).toEqual({
      contractId: 'contractAndPeriod',
      period: 'contractAndPeriod',
    });
    expect(validatePaymentForm({ ...valid, period: '' }).errors).toEqual({ period: 'contractAndPeriod' });
  });

  it('refuses an empty, unreadable or zero amount and a missing date', () => {
    expect(validatePaymentForm({ ...valid, amount: '' }).errors).toEqual({ amount: 'amountRequired' });
    expect(validatePaymentForm({ ...valid, amount: 'zeshonderd' }).errors).toEqual({
      amount: 'amountInvalid',
    });
    expect(validatePaymentForm({ ...valid, amount: '0' }).errors).toEqual({ amount: 'amountPositive' });
    expect(validatePaymentForm({ ...valid, paidAt: '' }).errors).toEqual({ paidAt: 'dateRequired' });
  });

  it('refuses notes beyond 1000 characters and a contract id that is no id', () => {
    expect(validatePaymentForm({ ...valid, notes: 'x'.repeat(1001) }).errors).toEqual({
      notes: 'notesTooLong',
    });
    expect(validatePaymentForm({ ...valid, contractId: 'contract-1' }).errors).toEqual({
      contractId: 'invalid',
    });
  });
});

describe('paymentFormValues', () => {
  const item = dueItemFixture({
    id: 'i',
    contractId,
    amountDueCents: 95_000,
    rentCents: 95_000,
    chargesCents: 0,
  });

  it('offers the whole amount due and today for a first payment', () => {
    expect(
      paymentFormValues({ ...item, paidCents: 0, paidAt: null, status: 'pending' }, '2026-03-04'),
    ).toEqual({
      contractId,
      period: '2026-03',
      amount: '950',
      paidAt: '2026-03-04',
      notes: '',
    });
  });

  it('starts an edit from what was received so far', () => {
    expect(
      paymentFormValues(
        { ...item, paidCents: 60_050, paidAt: '2026-03-05', status: 'partial', notes: 'cash' },
        '2026-03-09',
      ),
    ).toMatchObject({
      amount: '600,50',
      paidAt: '2026-03-05',
      notes: 'cash',
    });
  });
});
