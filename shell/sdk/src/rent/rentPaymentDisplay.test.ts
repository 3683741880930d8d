import { describe, expect, it } from 'vitest';
import { rentPaymentDisplay } from './rentPaymentDisplay';

const due = 85_000;

describe('rentPaymentDisplay', () => {
  it('reads a partly paid item past its due date as partially received, overdue, with what is open', () => {
    expect(rentPaymentDisplay({ status: 'overdue', amountDueCents: due, paidCents: 50_000 })).toEqual({
      label: 'partiallyReceived',
      labelKey: 'rentPayment.status.partiallyReceived',
      tone: 'warning',
      isOverdue: true,
      outstandingCents: 35_000,
      showsOutstanding: true,
    });
  });

  it('reads an overdue item without any payment as not received, overdue, with the whole amount open', () => {
    expect(rentPaymentDisplay({ status: 'overdue', amountDueCents: due, paidCents: 0 })).toMatchObject({
      label: 'notReceived',
      tone: 'danger',
      isOverdue: true,
      outstandingCents: due,
      showsOutstanding: true,
    });
  });

  it('reads a part payment before the due date as partially received, not overdue', () => {
    expect(rentPaymentDisplay({ status: 'partial', amountDueCents: due, paidCents: 40_000 })).toMatchObject({
      label: 'partiallyReceived',
      isOverdue: false,
      outstandingCents: 45_000,
      showsOutstanding: true,
    });
  });

  it('shows no open amount for a paid item, an overpaid one or one not yet due', () => {
    expect(rentPaymentDisplay({ status: 'paid', amountDueCents: due, paidCents: due })).toMatchObject({
      label: 'received',
      tone: 'success',
      showsOutstanding: false,
    });
    expect(rentPaymentDisplay({ status: 'paid', amountDueCents: due, paidCents: 90_000 })).toMatchObject({
      outstandingCents: 0,
      showsOutstanding: false,
    });
    expect(rentPaymentDisplay({ status: 'pending', amountDueCents: due, paidCents: 0 })).toMatchObject({
      label: 'pending',
      isOverdue: false,
      showsOutstanding: false,
    });
  });
});
