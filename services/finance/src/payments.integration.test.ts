import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListRentPaymentsQuery } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { createInProcessFinanceApi, type FinanceApi } from './financeApi';
import { financeDatabaseModule } from './financeDatabaseModule';
import { statementsDatabaseModule } from './statementsApi';
import { generateRentSchedules, type ScheduleLease } from './use-cases/generateRentSchedules';
import { errorOf, randomContext } from '@immodesk/platform/testing/errorOf';
import { scheduleLease } from './testing/financeTesting';
import { claimOverdueSteps } from './use-cases/claimOverdueSteps';
import { listPendingOverdueSteps } from './use-cases/listPendingOverdueSteps';

const TODAY = '2026-04-20';
const clock = fixedClock(`${TODAY}T09:00:00Z`);
const DUE = 100_000;
const query = (input: Record<string, unknown> = {}) =>
  ZListRentPaymentsQuery.parse({ pageSize: '200', ...input });

describe('payments register', () => {
  let database: TestDatabase;
  let finance: FinanceApi;

  beforeAll(async () => {
    // Overdue steps skip items a bank credit waiting for confirmation may pay: the statements tables answer that.
    database = await createTestDatabase([financeDatabaseModule, statementsDatabaseModule]);
    finance = createInProcessFinanceApi(database.dataSource, clock);
  });

  afterAll(async () => {
    await database?.drop();
  });

  /** A monthly lease from January 2026 (items January–April, due on the 1st; May comes with the lead on 24 April). */
  async function leaseOf(organization: RequestContext, rentDueDay = 1): Promise<ScheduleLease> {
    const lease = scheduleLease(organization, { rentDueDay });
    await generateRentSchedules(database.dataSource, clock, [lease]);
    return lease;
  }

  const items = async (organization: RequestContext, contractId: string) =>
    Object.fromEntries(
      (await finance.listRentPayments(organization, query({ contractId }))).items.map((item) => [
        item.period,
        item,
      ]),
    );

  /** A lease of the organization whose January item was paid in full on 2 January (by contract and period). */
  async function leaseWithJanuaryPaid(organization: RequestContext) {
    const lease = await leaseOf(organization);
    await finance.registerPayment(organization, {
      contractId: lease.contractId,
      period: '2026-01',
      paidCents: DUE,
      paidAt: '2026-01-02',
    });
    return lease;
  }

  /** A new organization's lease whose January item was paid on 2 January. */
  async function januaryPaid(payment: { paidCents: number; notes?: string }) {
    const organization = randomContext();
    const lease = await leaseOf(organization);
    const { '2026-01': january } = await items(organization, lease.contractId);
    await finance.registerPayment(organization, { id: january!.id, paidAt: '2026-01-02', ...payment });
    return { organization, lease, january };
  }

  it('registers a partial payment: partly received, the rest still owed', async () => {
    const organization = randomContext();
    const lease = await leaseOf(organization, 25);
    const partial = await finance.registerPayment(organization, {
      contractId: lease.contractId,
      period: '2026-04',
      paidCents: 40_000,
      paidAt: '2026-04-01',
    });
    expect(partial).toMatchObject({
      status: 'partial',
      paidCents: 40_000,
      amountDueCents: DUE,
      paidAt: '2026-04-01',
    });
    const corrected = await finance.registerPayment(organization, {
      id: partial.id,
      paidCents: DUE,
      paidAt: '2026-04-02',
    });
    expect(corrected).toMatchObject({ status: 'paid', paidCents: DUE, paidAt: '2026-04-02' });
  });

  it('carries an overpayment to the next due item, and back off when it is corrected', async () => {
    const { organization, lease, january } = await januaryPaid({ paidCents: DUE + 30_000 });
    let after = await items(organization, lease.contractId);
    expect(after['2026-01']).toMatchObject({ paidCents: DUE, status: 'paid' });
    expect(after['2026-02']).toMatchObject({ paidCents: 30_000, status: 'overdue', paidAt: '2026-01-02' });
    await finance.registerPayment(organization, { id: january!.id, paidCents: DUE, paidAt: '2026-01-02' });
    after = await items(organization, lease.contractId);
    expect(after['2026-02']).toMatchObject({ paidCents: 0, paidAt: null });
  });

  it('counts what other payments put on an item towards its total and refuses to go below it', async () => {
    const organization = randomContext();
    const lease = await leaseOf(organization);
    const { '2026-01': january, '2026-02': february } = await items(organization, lease.contractId);
    await finance.registerPayment(organization, {
      id: january!.id,
      paidCents: DUE + 30_000,
      paidAt: '2026-01-02',
    });
    const total = await finance.registerPayment(organization, {
      id: february!.id,
      paidCents: DUE,
      paidAt: '2026-02-03',
    });
    expect(total).toMatchObject({ paidCents: DUE, status: 'paid' });
    const below = await errorOf(
      finance.registerPayment(organization, { id: february!.id, paidCents: 10_000, paidAt: '2026-02-03' }),
    );
    expect(below).toMatchObject({
      code: 'validation_error',
      details: { paidCents: 'validation.belowOtherPayments' },
    });
  });

  it('accepts a payment of up to 12 times the amount due and refuses one cent more', async () => {
    const organization = randomContext();
    const lease = await leaseOf(organization);
    const { '2026-01': january } = await items(organization, lease.contractId);
    const above = await errorOf(
      finance.registerPayment(organization, {
        id: january!.id,
        paidCents: 12 * DUE + 1,
        paidAt: '2026-01-02',
      }),
    );
    expect(above).toMatchObject({
      code: 'validation_error',
      messageKey: 'rentPayments.errors.aboveMaximum',
      params: { times: 12 },
      details: { paidCents: 'validation.paymentAboveMaximum' },
    });
    expect((await items(organization, lease.contractId))['2026-01']).toMatchObject({ paidCents: 0 });
    const year = await finance.registerPayment(organization, {
      id: january!.id,
      paidCents: 12 * DUE,
      paidAt: '2026-01-02',
    });
    expect(year).toMatchObject({ status: 'paid', paidCents: DUE });
  });

  it('keeps a surplus without a next item as credit, and the schedule puts it on the next item it creates', async () => {
    const organization = randomContext();
    const lease = await leaseOf(organization);
    const all = await items(organization, lease.contractId);
    for (const period of ['2026-01', '2026-02', '2026-03'])
      await finance.registerPayment(organization, {
        id: all[period]!.id,
        paidCents: DUE,
        paidAt: '2026-03-30',
      });
    const parts = await finance.allocateReceipt(organization, {
      contractId: lease.contractId,
      amountCents: DUE + 25_000,
      paidAt: '2026-04-02',
      source: { type: 'bank_statement', lineId: 'line-1' },
    });
    expect(parts.map((part) => [part.period, part.amountCents])).toEqual([
      ['2026-04', DUE],
      [null, 25_000],
    ]);
    const received = await finance.listPaymentAllocations(organization, {
      from: '2026-04-01',
      to: '2026-04-30',
    });
    // Both parts were received the same moment: their order is not part of the answer.
    expect(
      received
        .map((part) => [part.period, part.amountCents, part.receivedOn, part.source])
        .sort((a, b) => Number(b[1]) - Number(a[1])),
    ).toEqual([
      ['2026-04', DUE, '2026-04-02', { type: 'bank_statement', lineId: 'line-1' }],
      [null, 25_000, '2026-04-02', { type: 'bank_statement', lineId: 'line-1' }],
    ]);
    await generateRentSchedules(database.dataSource, fixedClock('2026-04-25T09:00:00Z'), [lease]);
    expect((await items(organization, lease.contractId))['2026-05']).toMatchObject({
      paidCents: 25_000,
      paidAt: '2026-04-02',
      status: 'partial',
    });
    // The same bank line never pays twice.
    await expect(
      finance.allocateReceipt(organization, {
        contractId: lease.contractId,
        amountCents: DUE,
        paidAt: '2026-04-02',
        source: { type: 'bank_statement', lineId: 'line-1' },
      }),
    ).rejects.toMatchObject({ code: 'conflict' });
  });

  it('pays the given items first when a transfer names them, then the oldest open ones', async () => {
    const organization = randomContext();
    const lease = await leaseOf(organization);
    const all = await items(organization, lease.contractId);
    const parts = await finance.allocateReceipt(organization, {
      contractId: lease.contractId,
      amountCents: 2 * DUE + 10_000,
      paidAt: TODAY,
      source: { type: 'manual' },
      dueItemIds: [all['2026-03']!.id, all['2026-02']!.id],
    });
    expect(parts.map((part) => [part.period, part.amountCents])).toEqual([
      ['2026-03', DUE],
      ['2026-02', DUE],
      ['2026-01', 10_000],
    ]);
    const foreign = await leaseOf(randomContext());
    const stranger = await items({ organizationId: foreign.organizationId, userId: 'x' }, foreign.contractId);
    const refused = await errorOf(
      finance.allocateReceipt(organization, {
        contractId: lease.contractId,
        amountCents: 1,
        paidAt: TODAY,
        source: { type: 'manual' },
        dueItemIds: [stranger['2026-01']!.id],
      }),
    );
    expect(refused.code).toBe('not_found');
  });

  it('deletes a payment: the item owes its amount again, with the surplus it carried', async () => {
    const { organization, lease, january } = await januaryPaid({
      paidCents: DUE + 20_000,
      notes: 'Te veel betaald',
    });
    const cleared = await finance.clearPayments(organization, { id: january!.id });
    expect(cleared).toMatchObject({
      paidCents: 0,
      paidAt: null,
      status: 'overdue',
      notes: 'Te veel betaald',
    });
    expect((await items(organization, lease.contractId))['2026-02']).toMatchObject({ paidCents: 0 });
  });

  it("answers not found for another organization's item or contract", async () => {
    const owner = randomContext();
    const lease = await leaseOf(owner);
    const { '2026-01': january } = await items(owner, lease.contractId);
    const intruder = randomContext();
    expect(
      (await errorOf(finance.registerPayment(intruder, { id: january!.id, paidCents: 1, paidAt: TODAY })))
        .code,
    ).toBe('not_found');
    expect(
      (
        await errorOf(
          finance.registerPayment(intruder, {
            contractId: lease.contractId,
            period: '2026-01',
            paidCents: 1,
            paidAt: TODAY,
          }),
        )
      ).code,
    ).toBe('not_found');
    expect((await errorOf(finance.clearPayments(intruder, { id: january!.id }))).code).toBe('not_found');
    expect((await finance.listRentPayments(intruder, query())).total).toBe(0);
  });

  it("deletes a deleted property's items with their payments", async () => {
    const organization = randomContext();
    const lease = await leaseWithJanuaryPaid(organization);
    expect(await finance.deletePropertyRentItems(organization, lease.propertyId)).toBe(4);
    const exported = await finance.exportOrganizationData(organization);
    expect([exported.rent_payments, exported.payment_allocations]).toEqual([[], []]);
  });

  it('filters by period', async () => {
    const organization = randomContext();
    const lease = await leaseOf(organization);
    const march = await finance.listRentPayments(organization, query({ period: '2026-03' }));
    expect(march.items.map((item) => [item.contractId, item.period])).toEqual([
      [lease.contractId, '2026-03'],
    ]);
  });

  it('plans one notification per overdue item and a reminder after the set days, and claims each step only once', async () => {
    const organization = randomContext();
    const lease = await leaseOf(organization);
    await finance.putAutomationSettings(organization, {
      rentRequests: { enabled: true, daysBeforeDue: 7 },
      reminders: { enabled: true, afterDays: 30 },
      indexationReminders: { enabled: false },
    });
    const mine = (await listPendingOverdueSteps(database.dataSource, clock)).filter(
      (step) => step.organizationId === organization.organizationId,
    );
    // January to April are overdue (today is 20 April); the reminder only for those at least 30 days past due.
    expect(mine.filter((step) => step.step === 'overdue_notification').map((step) => step.period)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    expect(mine.filter((step) => step.step === 'reminder_mail').map((step) => step.period)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    const [first, second] = await Promise.all([
      claimOverdueSteps(database.dataSource, clock, mine),
      claimOverdueSteps(database.dataSource, clock, mine),
    ]);
    expect(first.length + second.length).toBe(mine.length);
    const again = (await listPendingOverdueSteps(database.dataSource, clock)).filter(
      (step) => step.organizationId === organization.organizationId,
    );
    expect(again).toEqual([]);
    expect(await claimOverdueSteps(database.dataSource, clock, mine)).toEqual([]);
    expect(lease.contractId).toBeTruthy();
  });

  it('answers the default settings until saved, per organization, and exports the new tables', async () => {
    const organization = randomContext();
    expect(await finance.getAccountingSettings(organization)).toEqual({
      period: 'calendar',
      fiscalYearStartMonth: 1,
      currency: 'EUR',
    });
    await finance.putAccountingSettings(organization, {
      period: 'fiscal',
      fiscalYearStartMonth: 7,
      currency: 'EUR',
    });
    await finance.putInvoicingSettings(organization, {
      prefix: 'HUUR-',
      template: 'modern',
      paymentTermsDays: 30,
    });
    expect(await finance.getAccountingSettings(organization)).toEqual({
      period: 'fiscal',
      fiscalYearStartMonth: 7,
      currency: 'EUR',
    });
    expect(await finance.getInvoicingSettings(organization)).toEqual({
      prefix: 'HUUR-',
      template: 'modern',
      paymentTermsDays: 30,
    });
    expect((await finance.getAutomationSettings(organization)).reminders).toEqual({
      enabled: true,
      afterDays: 7,
    });
    expect(await finance.getAccountingSettings(randomContext())).toEqual({
      period: 'calendar',
      fiscalYearStartMonth: 1,
      currency: 'EUR',
    });
    await leaseWithJanuaryPaid(organization);
    const exported = await finance.exportOrganizationData(organization);
    expect(Object.keys(exported).sort()).toEqual([
      'finance_settings',
      'payment_allocations',
      'rent_payments',
      'rent_prices',
      'rent_reminders',
    ]);
    expect(exported.payment_allocations).toHaveLength(1);
    await finance.deleteOrganizationData(organization);
    expect((await finance.listRentPayments(organization, query())).total).toBe(0);
    expect(await finance.getInvoicingSettings(organization)).toEqual({
      prefix: 'INV-',
      template: 'standard',
      paymentTermsDays: 14,
    });
  });
});
