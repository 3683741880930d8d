import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListRentPaymentsQuery } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { createDataSource } from '@immodesk/platform/database/createDataSource';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import type { PaymentFrequency } from './domain/rentSchedule';
import { createInProcessFinanceApi, type FinanceApi } from './financeApi';
import { financeDatabaseModule } from './financeDatabaseModule';
import { generateRentSchedules, type ScheduleLease } from './use-cases/generateRentSchedules';
import { randomContext } from '@immodesk/platform/testing/errorOf';
import { scheduleLease } from './testing/financeTesting';

const TODAY = '2026-12-15';
const clock = fixedClock(`${TODAY}T09:00:00Z`);
const RENT = 90_000;
const CHARGES = 5_000;
const query = (input: Record<string, unknown> = {}) =>
  ZListRentPaymentsQuery.parse({ pageSize: '200', ...input });

const lease = (
  organization: RequestContext,
  paymentFrequency: PaymentFrequency,
  overrides: Partial<ScheduleLease> = {},
): ScheduleLease =>
  scheduleLease(organization, { rentCents: RENT, chargesCents: CHARGES, paymentFrequency, ...overrides });

describe('rent schedule', () => {
  let database: TestDatabase;
  let finance: FinanceApi;
  const owner = randomContext();
  const leases: Record<PaymentFrequency, ScheduleLease> = {
    monthly: lease(owner, 'monthly'),
    bimonthly: lease(owner, 'bimonthly'),
    quarterly: lease(owner, 'quarterly'),
    half_yearly: lease(owner, 'half_yearly'),
    yearly: lease(owner, 'yearly'),
  };

  beforeAll(async () => {
    database = await createTestDatabase([financeDatabaseModule]);
    finance = createInProcessFinanceApi(database.dataSource, clock);
  });

  afterAll(async () => {
    await database?.drop();
  });

  const itemsOf = async (contractId: string, organization: RequestContext = owner) =>
    (await finance.listRentPayments(organization, query({ contractId }))).items.sort((a, b) =>
      a.dueDate.localeCompare(b.dueDate),
    );

  it('back-fills 12 months of a lease that started in January, for every frequency, and runs again without duplicates', async () => {
    await generateRentSchedules(database.dataSource, clock, Object.values(leases));
    await generateRentSchedules(database.dataSource, clock, Object.values(leases));
    const counts = { monthly: 12, bimonthly: 6, quarterly: 4, half_yearly: 2, yearly: 1 };
    for (const [frequency, expected] of Object.entries(counts)) {
      const items = await itemsOf(leases[frequency as PaymentFrequency].contractId);
      expect(items, frequency).toHaveLength(expected);
      expect(
        items.every(
          (item) =>
            item.rentCents === RENT &&
            item.chargesCents === CHARGES &&
            item.amountDueCents === RENT + CHARGES,
        ),
      ).toBe(true);
    }
    const monthly = await itemsOf(leases.monthly.contractId);
    expect(monthly.map((item) => item.period)).toEqual(
      Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
    );
    expect(monthly[10]).toMatchObject({
      status: 'overdue',
      dueDate: '2026-11-01',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
    });
  });

  it('creates each item once when two connections run the job at the same moment', async () => {
    const racing = [
      lease(owner, 'monthly', { startsOn: '2025-06-10' }),
      lease(owner, 'quarterly', { startsOn: '2024-02-01' }),
    ];
    const second = createDataSource(database.target, [financeDatabaseModule]);
    await second.initialize();
    try {
      await Promise.all([
        generateRentSchedules(database.dataSource, clock, racing),
        generateRentSchedules(second, clock, racing),
      ]);
    } finally {
      await second.destroy();
    }
    const monthly = await itemsOf(racing[0]!.contractId);
    expect(monthly.map((item) => item.period)).toEqual([
      ...['06', '07', '08', '09', '10', '11', '12'].map((month) => `2025-${month}`),
      ...Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
    ]);
    expect(monthly[0]).toMatchObject({
      periodStart: '2025-06-10',
      dueDate: '2025-06-10',
      rentCents: Math.round((RENT * 21) / 30),
    });
    expect(await itemsOf(racing[1]!.contractId)).toHaveLength(4 + 4 + 4);
  });

  it('adds the next period once its due date is within the rent-request lead', async () => {
    const early = lease(owner, 'monthly');
    await finance.putAutomationSettings(owner, {
      rentRequests: { enabled: true, daysBeforeDue: 20 },
      reminders: { enabled: true, afterDays: 7 },
      indexationReminders: { enabled: true },
    });
    await generateRentSchedules(database.dataSource, clock, [early]);
    expect((await itemsOf(early.contractId)).at(-1)).toMatchObject({ period: '2027-01', status: 'pending' });
  });

  it('stops at the termination date: later unpaid items go, the last period is cut to its days', async () => {
    const organization = randomContext();
    const terminated = lease(organization, 'monthly', { startsOn: '2026-09-01' });
    await generateRentSchedules(database.dataSource, clock, [terminated]);
    expect(await itemsOf(terminated.contractId, organization)).toHaveLength(4);
    await generateRentSchedules(database.dataSource, clock, [
      { ...terminated, terminationDate: '2026-10-15' },
    ]);
    const items = await itemsOf(terminated.contractId, organization);
    expect(items.map((item) => item.period)).toEqual(['2026-09', '2026-10']);
    expect(items[1]).toMatchObject({
      periodEnd: '2026-10-15',
      rentCents: Math.round((RENT * 15) / 31),
      chargesCents: Math.round((CHARGES * 15) / 31),
    });
  });

  it('reprices unpaid items from the indexation date and generates later items at the new rent', async () => {
    const organization = randomContext();
    const indexed = lease(organization, 'monthly', { startsOn: '2026-10-01' });
    await generateRentSchedules(database.dataSource, clock, [indexed]);
    const [october] = await itemsOf(indexed.contractId, organization);
    await finance.registerPayment(organization, {
      id: october!.id,
      paidCents: RENT + CHARGES,
      paidAt: '2026-10-01',
    });
    expect(
      await finance.repriceFutureDueItems(organization, {
        contractId: indexed.contractId,
        effectiveFrom: '2026-10-01',
        rentCents: 93_000,
      }),
    ).toBe(2);
    await generateRentSchedules(database.dataSource, fixedClock('2027-02-15T09:00:00Z'), [indexed]);
    const items = await itemsOf(indexed.contractId, organization);
    expect(items.map((item) => [item.period, item.rentCents])).toEqual([
      ['2026-10', RENT],
      ['2026-11', 93_000],
      ['2026-12', 93_000],
      ['2027-01', 93_000],
      ['2027-02', 93_000],
    ]);
  });
});
