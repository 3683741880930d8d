import { describe, expect, it } from 'vitest';
import { RENT_PAYMENT_STATUSES } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { matchesCriteria, rentPaymentStatus, statusCriteria, type DueItemAmounts } from './rentPaymentStatus';

const TODAY = '2026-03-15';
const item = (paidCents: number, dueDate: string, amountDueCents = 85_000): DueItemAmounts => ({
  amountDueCents,
  paidCents,
  dueDate,
});

describe('rentPaymentStatus', () => {
  it('is paid when everything was received, also late or overpaid', () => {
    expect(rentPaymentStatus(item(85_000, '2026-03-01'), TODAY)).toBe('paid');
    expect(rentPaymentStatus(item(90_000, '2026-04-01'), TODAY)).toBe('paid');
  });

  it('is pending when nothing was received and the due date has not passed', () => {
    expect(rentPaymentStatus(item(0, '2026-04-01'), TODAY)).toBe('pending');
  });

  it('is still pending on the due date itself', () => {
    expect(rentPaymentStatus(item(0, TODAY), TODAY)).toBe('pending');
  });

  it('is partial when part was received before the due date passed', () => {
    expect(rentPaymentStatus(item(40_000, '2026-04-01'), TODAY)).toBe('partial');
    expect(rentPaymentStatus(item(40_000, TODAY), TODAY)).toBe('partial');
  });

  it('is overdue the day after the due date when nothing was received', () => {
    expect(rentPaymentStatus(item(0, '2026-03-14'), TODAY)).toBe('overdue');
  });

  it('is overdue when only part was received and the due date has passed', () => {
    expect(rentPaymentStatus(item(40_000, '2026-03-01'), TODAY)).toBe('overdue');
  });
});

describe('statusCriteria', () => {
  const cases = [0, 1, 40_000, 84_999, 85_000, 90_000].flatMap((paid) =>
    ['2026-02-01', '2026-03-14', TODAY, '2026-03-16', '2026-05-01'].map((dueDate) => item(paid, dueDate)),
  );

  it('selects exactly the items that have each status', () => {
    for (const status of RENT_PAYMENT_STATUSES) {
      const criteria = statusCriteria(status, TODAY);
      for (const candidate of cases) {
        expect(matchesCriteria(candidate, criteria), `${status} ${JSON.stringify(candidate)}`).toBe(
          rentPaymentStatus(candidate, TODAY) === status,
        );
      }
    }
  });
});
