import type { DataSource } from 'typeorm';
import type { Clock } from '@immodesk/platform/ports/clock';
import { PaymentAllocationEntity, type PaymentAllocationRow } from '../../entities/PaymentAllocationEntity';
import type { ExpenseCategory } from '../../expenses/domain/expense';
import { ExpenseEntity, type ExpenseRow } from '../../expenses/entities/ExpenseEntity';
import { RentPaymentEntity, type RentPaymentRow } from '../../entities/RentPaymentEntity';
import { allocationRepository } from '../../repositories/allocationRepository';
import type { ScheduleLease } from '../../use-cases/generateRentSchedules';
import {
  daysInMonth,
  daysInclusive,
  lastDay,
  minDate,
  monthOf,
  shiftDays,
  shiftMonth,
} from '../domain/months';
import type { StatisticsLease, StatisticsProperty } from '../domain/occupancy';

const CATEGORIES: readonly ExpenseCategory[] = [
  'maintenance',
  'repairs',
  'insurance',
  'property_tax',
  'syndic',
  'utilities',
  'management_fees',
  'loan_interest',
  'other',
];

/** A deterministic generator (mulberry32): the same portfolio on every run and every database. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (from: number, to: number) => from + Math.floor(next() * (to - from + 1));
  const hex = (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    pick: <T>(values: readonly T[]): T => values[int(0, values.length - 1)] as T,
    id: () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
    day: (from: string, to: string) => {
      const span = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
      return shiftDays(from, int(0, span));
    },
  };
}

/**
 * A lease's due items up to a month after `today`, written directly (the schedule's own back-fill is not the subject
 * here and takes minutes on a busy MariaDB): one per month or quarter on the due day, the first one pro rata of
 * its month's days, every one split into rent and charges.
 */
function dueItems(lease: ScheduleLease, today: string, now: Date, id: () => string): RentPaymentRow[] {
  const step = lease.paymentFrequency === 'quarterly' ? 3 : 1;
  const last = minDate(lease.terminationDate ?? lease.endsOn, shiftDays(today, 31));
  const items: RentPaymentRow[] = [];
  for (let month = monthOf(lease.startsOn); `${month}-01` <= last; month = shiftMonth(month, step)) {
    const first = month === monthOf(lease.startsOn);
    const share = first ? daysInclusive(lease.startsOn, lastDay(month)) / daysInMonth(month) : 1;
    const rentCents = Math.round(lease.rentCents * step * share);
    const chargesCents = Math.round(lease.chargesCents * step * share);
    const dueDay = `${month}-${String(lease.rentDueDay).padStart(2, '0')}`;
    items.push({
      id: id(),
      organizationId: lease.organizationId,
      contractId: lease.contractId,
      propertyId: lease.propertyId,
      tenantId: lease.tenantId,
      period: month,
      periodStart: first ? lease.startsOn : `${month}-01`,
      periodEnd: lastDay(shiftMonth(month, step - 1)),
      dueDate: first && dueDay < lease.startsOn ? lease.startsOn : dueDay,
      rentCents,
      chargesCents,
      amountDueCents: rentCents + chargesCents,
      paidCents: 0,
      paidAt: null,
      notes: null,
      settledAs: null,
      createdAt: now,
      updatedAt: now,
    });
  }
  return items;
}

export type GeneratedPortfolio = { properties: StatisticsProperty[]; leases: StatisticsLease[] };

async function insertInChunks<T extends object>(
  dataSource: DataSource,
  entity: Parameters<DataSource['getRepository']>[0],
  rows: T[],
): Promise<void> {
  await dataSource.transaction(async (manager) => {
    for (let i = 0; i < rows.length; i += 200)
      await manager.getRepository(entity).insert(rows.slice(i, i + 200));
  });
}

/**
 * `units` properties of one organization up to `today`: vacant ones, archived ones, leases started years ago or
 * this month, ended, terminated or followed by another after a gap, monthly and quarterly; their rent schedules
 * with items paid in full, late, early, in parts, overpaid or not at all, credits not on an item, and expenses of
 * every category over two and a half years.
 */
export async function generatePortfolio(
  dataSource: DataSource,
  clock: Clock,
  organizationId: string,
  units: number,
  seed = 35,
): Promise<GeneratedPortfolio> {
  const random = seeded(seed);
  const today = clock.today();
  const now = new Date(`${today}T12:00:00Z`);
  const properties: StatisticsProperty[] = [];
  const schedules: ScheduleLease[] = [];
  const expenses: ExpenseRow[] = [];
  for (let unit = 0; unit < units; unit += 1) {
    const id = random.id();
    const listedRentCents = random.next() < 0.04 ? null : random.int(45_000, 220_000);
    const valued = random.next() < 0.7;
    properties.push({
      id,
      archived: random.next() < 0.03,
      listedRentCents,
      valueCents: valued ? random.int(15_000_000, 60_000_000) : null,
      addedOn: random.day('2023-06-01', today),
    });
    const leaseCount = random.next() < 0.1 ? 0 : random.next() < 0.2 ? 2 : 1;
    let startsOn = random.day('2023-01-01', shiftDays(today, 20));
    for (let lease = 0; lease < leaseCount; lease += 1) {
      const endsOn = shiftDays(startsOn, random.pick([180, 364, 1094, 3286]));
      const terminated = random.next() < 0.15;
      const terminationDate = terminated ? random.day(startsOn, shiftDays(today, 90)) : null;
      schedules.push({
        organizationId,
        contractId: random.id(),
        propertyId: id,
        tenantId: random.id(),
        startsOn,
        endsOn,
        terminationDate,
        rentCents: random.int(40_000, 200_000),
        chargesCents: random.next() < 0.2 ? 0 : random.int(1_000, 15_000),
        paymentFrequency: random.next() < 0.9 ? 'monthly' : 'quarterly',
        rentDueDay: random.int(1, 28),
      });
      startsOn = shiftDays(terminationDate ?? endsOn, random.int(1, 120));
    }
    for (let expense = 0; expense < 6; expense += 1) {
      expenses.push({
        id: random.id(),
        organizationId,
        propertyId: id,
        category: random.pick(CATEGORIES),
        amountCents: random.int(1_000, 250_000),
        date: random.day('2024-01-01', today),
        contractorId: null,
        documentId: null,
        description: null,
        recoverable: random.next() < 0.2,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  const items = schedules.flatMap((lease) => dueItems(lease, today, now, random.id));
  await insertInChunks(dataSource, RentPaymentEntity, items);
  await insertInChunks(dataSource, ExpenseEntity, expenses);

  const allocations: PaymentAllocationRow[] = [];
  const receive = (
    item: (typeof items)[number] | null,
    contractId: string | null,
    amountCents: number,
    on: string,
  ) => {
    const receivedOn = on > today ? today : on;
    allocations.push({
      id: random.id(),
      organizationId,
      contractId,
      rentPaymentId: item?.id ?? null,
      originRentPaymentId: item?.id ?? null,
      sourceType: random.next() < 0.5 ? 'manual' : 'bank_statement',
      sourceLineId: null,
      amountCents,
      receivedOn,
      createdAt: now,
    });
  };
  for (const item of items) {
    const due = item.dueDate;
    if (due > today) continue;
    const amount = item.amountDueCents;
    const kind = random.next();
    if (kind < 0.62) receive(item, item.contractId, amount, shiftDays(due, random.int(0, 12)));
    else if (kind < 0.7) receive(item, item.contractId, amount, shiftDays(due, -random.int(1, 20)));
    else if (kind < 0.8) {
      // In two parts, the second one maybe still to come.
      const first = random.int(1, amount - 1);
      receive(item, item.contractId, first, shiftDays(due, random.int(0, 20)));
      if (random.next() < 0.6)
        receive(item, item.contractId, amount - first, shiftDays(due, random.int(21, 70)));
    } else if (kind < 0.86) receive(item, item.contractId, amount + random.int(1, 30_000), due);
    else if (kind < 0.9)
      receive(item, item.contractId, random.int(1, 999), shiftDays(due, random.int(0, 45)));
    else if (kind < 0.93) receive(null, item.contractId, random.int(100, 60_000), due);
  }
  await insertInChunks(dataSource, PaymentAllocationEntity, allocations);
  // Each item's received total and last payment day, as every write that allocates an amount keeps them.
  const refresh = allocationRepository(dataSource);
  for (let i = 0; i < items.length; i += 500)
    await refresh.refreshItems(
      organizationId,
      items.slice(i, i + 500).map((item) => item.id),
    );
  return {
    properties,
    leases: schedules.map((lease) => ({
      propertyId: lease.propertyId,
      startsOn: lease.startsOn,
      lastDay: lease.terminationDate ?? lease.endsOn,
      monthlyRentCents: lease.rentCents,
    })),
  };
}
