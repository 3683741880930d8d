import { describe, expect, it } from 'vitest';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { deriveRentNotices, syntheticId } from './deriveRentNotices';

const TODAY = '2026-03-15';

function payment(overrides: Partial<TRentPayment> & Pick<TRentPayment, 'id'>): TRentPayment {
  return {
    contractId: null,
    propertyId: 'property-korenlei',
    tenantId: 'tenant-sofie',
    period: '2026-03',
    dueDate: '2026-03-01',
    periodStart: '2026-03-01',
    periodEnd: '2026-03-31',
    amountDueCents: 115_000,
    rentCents: 115_000,
    chargesCents: 0,
    paidCents: 0,
    paidAt: null,
    status: 'pending',
    notes: null,
    ...overrides,
  };
}

describe('deriveRentNotices', () => {
  it('gives an overdue payment a warning with the days overdue and its property', () => {
    const [notice, ...rest] = deriveRentNotices(
      [payment({ id: 'p1', status: 'overdue', dueDate: '2026-02-01', period: '2026-02' })],
      TODAY,
    );
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'overdue',
      paymentId: 'p1',
      propertyId: 'property-korenlei',
      period: '2026-02',
      dueDate: '2026-02-01',
      daysOverdue: 42,
    });
    expect(notice?.occurredAt).toBe('2026-02-01T00:00:00.000Z');
  });

  it('counts days overdue across a month end and from one day after the due date', () => {
    const notices = deriveRentNotices(
      [
        payment({ id: 'yesterday', status: 'overdue', dueDate: '2026-03-14' }),
        payment({ id: 'february', status: 'overdue', dueDate: '2026-02-28' }),
      ],
      TODAY,
    );
    expect(
      notices.map((notice) => notice.kind === 'overdue' && [notice.paymentId, notice.daysOverdue]),
    ).toEqual([
      ['yesterday', 1],
      ['february', 15],
    ]);
  });

  it('needs both the overdue status and a past due date', () => {
    const notices = deriveRentNotices(
      [
        payment({ id: 'due-today', status: 'overdue', dueDate: TODAY }),
        payment({ id: 'pending-past', status: 'pending', dueDate: '2026-03-01' }),
        payment({
          id: 'partial',
          status: 'partial',
          dueDate: '2026-04-01',
          paidCents: 50_000,
          paidAt: '2026-03-14',
        }),
      ],
      TODAY,
    );
    expect(notices).toEqual([]);
  });

  it('gives a payment of the last 7 days (today and the six days before) a success notice, and not an older one', () => {
    const notices = deriveRentNotices(
      [
        payment({ id: 'today', status: 'paid', paidCents: 115_000, paidAt: TODAY }),
        payment({ id: 'six-days', status: 'paid', paidCents: 78_000, paidAt: '2026-03-09' }),
        payment({ id: 'seven-days', status: 'paid', paidCents: 78_000, paidAt: '2026-03-08' }),
        payment({ id: 'future', status: 'paid', paidCents: 78_000, paidAt: '2026-03-16' }),
        payment({ id: 'no-date', status: 'paid', paidCents: 78_000, paidAt: null }),
      ],
      TODAY,
    );
    expect(notices.map((notice) => notice.paymentId)).toEqual(['today', 'six-days']);
    expect(notices[1]).toMatchObject({
      kind: 'paid',
      paidAt: '2026-03-09',
      paidCents: 78_000,
      propertyId: 'property-korenlei',
      occurredAt: '2026-03-09T00:00:00.000Z',
    });
  });

  it('uses negative ids that stay the same for the same notice and differ between notices', () => {
    const payments = [
      payment({ id: 'p1', status: 'overdue', dueDate: '2026-02-01' }),
      payment({ id: 'p2', status: 'paid', paidCents: 1, paidAt: '2026-03-14' }),
    ];
    const first = deriveRentNotices(payments, TODAY);
    const later = deriveRentNotices(payments, '2026-03-16');
    expect(first.every((notice) => Number.isInteger(notice.id) && notice.id < 0)).toBe(true);
    expect(new Set(first.map((notice) => notice.id)).size).toBe(2);
    expect(later.find((notice) => notice.paymentId === 'p1')?.id).toBe(
      first.find((notice) => notice.paymentId === 'p1')?.id,
    );
    expect(syntheticId('overdue:p1')).not.toBe(syntheticId('paid:p1:2026-03-14'));
  });

  it('lists the notices newest first, once per payment', () => {
    const overdue = payment({ id: 'overdue', status: 'overdue', dueDate: '2026-03-10' });
    const notices = deriveRentNotices(
      [
        payment({ id: 'old-overdue', status: 'overdue', dueDate: '2026-01-01' }),
        payment({ id: 'paid-12th', status: 'paid', paidCents: 1, paidAt: '2026-03-12' }),
        overdue,
        overdue,
        payment({ id: 'paid-9th', status: 'paid', paidCents: 1, paidAt: '2026-03-09' }),
      ],
      TODAY,
    );
    expect(notices.map((notice) => notice.paymentId)).toEqual([
      'paid-12th',
      'overdue',
      'paid-9th',
      'old-overdue',
    ]);
  });
});
