import { describe, expect, it } from 'vitest';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { assignedCents, firstAssignRow, openDueItems, validateAssignment } from './assignForm';

const march = '6f1d3c2b-4a5e-4f60-8b7c-9d0e1f2a3b4c';
const april = '7a2e4d3c-5b6f-4a71-9c8d-0e1f2a3b4c5d';

function item(id: string, dueDate: string, paidCents: number): TRentPayment {
  return {
    id,
    contractId: null,
    propertyId: null,
    tenantId: null,
    period: dueDate.slice(0, 7),
    dueDate,
    amountDueCents: 85_000,
    paidCents,
    paidAt: null,
    status: 'pending',
    notes: null,
  } as TRentPayment;
}

describe('bank line assignment', () => {
  it('offers only the open due items, oldest first, and puts the whole line on the oldest', () => {
    const items = [
      item(april, '2026-04-01', 0),
      item('paid', '2026-02-01', 85_000),
      item(march, '2026-03-01', 20_000),
    ];
    expect(openDueItems(items).map((due) => due.id)).toEqual([march, april]);
    expect(firstAssignRow(items, 170_000)).toEqual({ rentPaymentId: march, amount: '1700' });
  });

  it('splits one transfer over two due items when the parts add up to the line', () => {
    const rows = [
      { rentPaymentId: march, amount: '650' },
      { rentPaymentId: april, amount: '1.050,00' },
    ];
    expect(assignedCents(rows)).toBe(170_000);
    expect(validateAssignment(170_000, rows)).toEqual({
      body: {
        allocations: [
          { rentPaymentId: march, amountCents: 65_000 },
          { rentPaymentId: april, amountCents: 105_000 },
        ],
      },
      errors: null,
    });
  });

  it('refuses parts that do not add up to the line amount', () => {
    expect(validateAssignment(170_000, [{ rentPaymentId: march, amount: '850' }]).errors).toEqual({
      rows: [{}],
      total: 'totalMismatch',
    });
  });

  it('refuses a part without a due item, a due item twice and an empty or zero amount', () => {
    const checked = validateAssignment(170_000, [
      { rentPaymentId: '', amount: '850' },
      { rentPaymentId: march, amount: '0' },
      { rentPaymentId: march, amount: '' },
    ]);
    expect(checked.errors).toEqual({
      rows: [
        { rentPaymentId: 'itemRequired' },
        { amount: 'amountPositive' },
        { rentPaymentId: 'itemTwice', amount: 'amountRequired' },
      ],
      total: null,
    });
  });
});
