import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RENT_PAYMENT_STATUSES,
  ZListRentPaymentsQuery,
} from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { describeMigrations } from '@immodesk/platform/testing/describeMigrations';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { createInProcessFinanceApi, type FinanceApi } from './financeApi';
import { financeDatabaseModule } from './financeDatabaseModule';
import { errorOf, randomContext } from '@immodesk/platform/testing/errorOf';

const query = (input: Record<string, unknown> = {}) => ZListRentPaymentsQuery.parse(input);
const TODAY = '2026-03-15';
const RENT = 85_000;

describe('finance service', () => {
  let database: TestDatabase;
  let finance: FinanceApi;
  const owner = randomContext();
  const other = randomContext();
  const propertyId = crypto.randomUUID();
  const tenantId = crypto.randomUUID();
  const contractId = crypto.randomUUID();

  beforeAll(async () => {
    database = await createTestDatabase([financeDatabaseModule]);
    // 10:00 in Brussels on 15 March 2026.
    finance = createInProcessFinanceApi(database.dataSource, fixedClock(`${TODAY}T09:00:00Z`));
    const due = (period: string, dueDate: string, extra: Record<string, string> = {}) =>
      finance.recordDueItem(owner, { propertyId, tenantId, period, dueDate, amountDueCents: RENT, ...extra });
    const december = await due('2025-12', '2025-12-01');
    const january = await due('2026-01', '2026-01-01');
    await due('2026-02', '2026-02-01');
    const march = await due('2026-03', '2026-03-15');
    await due('2026-04', '2026-04-01', { contractId });
    await finance.registerPayment(owner, { id: december.id, paidCents: RENT, paidAt: '2025-12-02' });
    await finance.registerPayment(owner, {
      id: january.id,
      paidCents: 40_000,
      paidAt: '2026-01-03',
      notes: 'Rest beloofd',
    });
    await finance.registerPayment(owner, { id: march.id, paidCents: 10_000, paidAt: '2026-03-14' });
    await finance.recordDueItem(other, {
      propertyId,
      tenantId,
      period: '2026-03',
      dueDate: '2026-03-01',
      amountDueCents: RENT,
    });
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('lists only the organization’s due items, newest first, with derived statuses', async () => {
    const result = await finance.listRentPayments(owner, query());
    expect(result.total).toBe(5);
    expect(result.items.map((item) => [item.period, item.status])).toEqual([
      ['2026-04', 'pending'],
      ['2026-03', 'partial'],
      ['2026-02', 'overdue'],
      ['2026-01', 'overdue'],
      ['2025-12', 'paid'],
    ]);
    expect(result.items[3]).toMatchObject({
      paidCents: 40_000,
      paidAt: '2026-01-03',
      amountDueCents: RENT,
      notes: 'Rest beloofd',
      dueDate: '2026-01-01',
    });
  });

  it('filters by status in the database exactly as the status rule derives it', async () => {
    const all = (await finance.listRentPayments(owner, query())).items;
    for (const status of RENT_PAYMENT_STATUSES) {
      const filtered = await finance.listRentPayments(owner, query({ status }));
      const expected = all.filter((item) => item.status === status).map((item) => item.period);
      expect(
        filtered.items.map((item) => item.period),
        status,
      ).toEqual(expected);
      expect(filtered.total).toBe(expected.length);
    }
  });

  it('filters by contract and by due date range (inclusive)', async () => {
    expect(
      (await finance.listRentPayments(owner, query({ contractId }))).items.map((item) => item.period),
    ).toEqual(['2026-04']);
    const range = await finance.listRentPayments(owner, query({ from: '2026-01-01', to: '2026-03-15' }));
    expect(range.items.map((item) => item.period)).toEqual(['2026-03', '2026-02', '2026-01']);
  });

  it('pages through the list', async () => {
    const second = await finance.listRentPayments(owner, query({ page: '2', pageSize: '2' }));
    expect(second.total).toBe(5);
    expect(second.items.map((item) => item.period)).toEqual(['2026-02', '2026-01']);
  });

  it('adds up due, received and open amounts over every page the filters select, for the organization only', async () => {
    const all = await finance.listRentPayments(owner, query({ pageSize: '2' }));
    expect(all.items).toHaveLength(2);
    // December paid, January 40,000 of 85,000, February nothing, March 10,000, April nothing; the other organization's March is left out.
    expect(all.totals).toEqual({ dueCents: 5 * RENT, paidCents: 135_000, outstandingCents: 290_000 });
    const overdue = await finance.listRentPayments(owner, query({ status: 'overdue', pageSize: '1' }));
    expect(overdue.totals).toEqual({ dueCents: 2 * RENT, paidCents: 40_000, outstandingCents: 130_000 });
    const range = await finance.listRentPayments(
      owner,
      query({ from: '2026-01-01', to: '2026-03-15', page: '3', pageSize: '1' }),
    );
    expect(range).toMatchObject({
      total: 3,
      totals: { dueCents: 3 * RENT, paidCents: 50_000, outstandingCents: 205_000 },
    });
    expect((await finance.listRentPayments(other, query())).totals).toEqual({
      dueCents: RENT,
      paidCents: 0,
      outstandingCents: RENT,
    });
  });

  it('counts an overpaid item as nothing open, without taking the surplus off another item', async () => {
    const landlord = randomContext();
    const overpaid = await finance.recordDueItem(landlord, {
      propertyId,
      period: '2026-01',
      dueDate: '2026-01-01',
      amountDueCents: RENT,
    });
    await finance.recordDueItem(landlord, {
      propertyId,
      period: '2026-02',
      dueDate: '2026-02-01',
      amountDueCents: RENT,
    });
    await finance.registerPayment(landlord, { id: overpaid.id, paidCents: 90_000, paidAt: '2026-01-02' });
    expect((await finance.listRentPayments(landlord, query())).totals).toEqual({
      dueCents: 2 * RENT,
      paidCents: 90_000,
      outstandingCents: RENT,
    });
  });

  it('answers zero totals for a filter that selects nothing', async () => {
    const none = await finance.listRentPayments(owner, query({ from: '2030-01-01' }));
    expect(none).toEqual({ items: [], total: 0, totals: { dueCents: 0, paidCents: 0, outstandingCents: 0 } });
  });

  it('registers a payment by contract and period, and the status follows', async () => {
    const paid = await finance.registerPayment(owner, {
      contractId,
      period: '2026-04',
      paidCents: RENT,
      paidAt: TODAY,
    });
    expect(paid).toMatchObject({ status: 'paid', paidCents: RENT, paidAt: TODAY });
  });

  it('refuses a zero payment, and clearing the payment drops its date and keeps the notes', async () => {
    const january = (await finance.listRentPayments(owner, query({ to: '2026-01-31', from: '2026-01-01' })))
      .items[0];
    const zero = await errorOf(
      finance.registerPayment(owner, { id: january!.id, paidCents: 0, paidAt: '2026-01-03' }),
    );
    expect(zero).toMatchObject({ code: 'validation_error', details: { paidCents: 'validation.invalid' } });
    const cleared = await finance.clearPayments(owner, { id: january!.id });
    expect(cleared).toMatchObject({ paidCents: 0, paidAt: null, notes: 'Rest beloofd', status: 'overdue' });
  });

  it('refuses a payment without a date or dated in the future', async () => {
    const [item] = (await finance.listRentPayments(owner, query({ pageSize: '1' }))).items;
    expect(
      (await errorOf(finance.registerPayment(owner, { id: item!.id, paidCents: 100, paidAt: null }))).details,
    ).toEqual({ paidAt: 'validation.required' });
    expect(
      (await errorOf(finance.registerPayment(owner, { id: item!.id, paidCents: 100, paidAt: '2026-03-16' })))
        .details,
    ).toEqual({ paidAt: 'validation.notInFuture' });
  });

  it('treats another organization’s due item as not found', async () => {
    const [foreign] = (await finance.listRentPayments(other, query())).items;
    expect(
      (await errorOf(finance.registerPayment(owner, { id: foreign!.id, paidCents: RENT, paidAt: TODAY })))
        .code,
    ).toBe('not_found');
    expect(
      (
        await errorOf(
          finance.registerPayment(owner, {
            contractId: crypto.randomUUID(),
            period: '2026-03',
            paidCents: 1,
            paidAt: TODAY,
          }),
        )
      ).code,
    ).toBe('not_found');
    expect((await finance.listRentPayments(other, query())).items[0]).toMatchObject({
      paidCents: 0,
      status: 'overdue',
    });
  });

  it('refuses a second due item for the same period', async () => {
    const error = await errorOf(
      finance.recordDueItem(owner, {
        propertyId,
        tenantId,
        period: '2026-02',
        dueDate: '2026-02-01',
        amountDueCents: RENT,
      }),
    );
    expect(error.code).toBe('conflict');
    const byContract = await errorOf(
      finance.recordDueItem(owner, {
        contractId,
        period: '2026-04',
        dueDate: '2026-04-01',
        amountDueCents: RENT,
      }),
    );
    expect(byContract.code).toBe('conflict');
  });

  it('refuses a due item without property or contract, or with a bad period or amount', async () => {
    const error = await errorOf(
      finance.recordDueItem(owner, { period: '2026-13', dueDate: '2026-02-30x', amountDueCents: 0 }),
    );
    expect(error.code).toBe('validation_error');
    expect(Object.keys(error.details ?? {}).sort()).toEqual([
      'amountDueCents',
      'dueDate',
      'period',
      'propertyId',
    ]);
  });
});

describeMigrations(financeDatabaseModule);
