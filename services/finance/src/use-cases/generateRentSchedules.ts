import type { DataSource } from 'typeorm';
import { calendarDaysBetween } from '@immodesk/platform/domain/calendarDate';
import type { Clock } from '@immodesk/platform/ports/clock';
import { periodOfKey } from '../domain/rentPeriodFrequency';
import {
  proRata,
  scheduleHorizon,
  scheduleThrough,
  type LeaseTerms,
  type PaymentFrequency,
  type RentOn,
} from '../domain/rentSchedule';
import type { RentPriceRow } from '../entities/RentPriceEntity';
import { allocationRepository } from '../repositories/allocationRepository';
import { rentPaymentRepository, type NewDueItem } from '../repositories/rentPaymentRepository';
import { rentPriceRepository } from '../repositories/rentPriceRepository';
import { applyCredit } from './applyCredit';
import { getFinanceSettingsOf } from './getFinanceSettings';

/** A lease as the schedule reads it (from the contracts service, through the BFF's job). */
export type ScheduleLease = {
  organizationId: string;
  contractId: string;
  propertyId: string;
  tenantId: string | null;
  startsOn: string;
  endsOn: string;
  terminationDate: string | null;
  rentCents: number;
  chargesCents: number;
  paymentFrequency: PaymentFrequency;
  rentDueDay: number;
};

export type ScheduleRun = { proposed: number; trimmedContracts: number; creditsApplied: number };

function rentOnFor(lease: ScheduleLease, prices: readonly RentPriceRow[]): RentOn {
  return (date) => {
    let rent = lease.rentCents;
    for (const price of prices) if (price.effectiveFrom <= date) rent = price.rentCents;
    return rent;
  };
}

function lastDayOf(lease: ScheduleLease): string {
  return lease.terminationDate && lease.terminationDate < lease.endsOn ? lease.terminationDate : lease.endsOn;
}

/**
 * A terminated (or shortened) lease: items that start after its last day and have nothing received go, the item
 * of the period it ends in is cut to its days (when nothing was received on it). Items with money on them stay as
 * they are: what was received is the landlord's to settle with the tenant.
 */
async function trimAfter(
  dataSource: DataSource,
  clock: Clock,
  lease: ScheduleLease,
  lastDay: string,
): Promise<void> {
  const items = rentPaymentRepository(dataSource);
  const beyond = await items.itemsEndingAfter(lease.organizationId, lease.contractId, lastDay);
  const unpaid = beyond.filter((item) => item.paidCents === 0);
  await items.deleteByIds(
    lease.organizationId,
    unpaid.filter((item) => item.periodStart !== null && item.periodStart > lastDay).map((item) => item.id),
  );
  for (const item of unpaid) {
    if (item.periodStart === null || item.periodStart > lastDay) continue;
    const period = periodOfKey(item.period);
    if (!period) continue;
    const periodDays = calendarDaysBetween(period.start, period.end) + 1;
    const fullRent = Math.round(
      (item.rentCents * periodDays) /
        (calendarDaysBetween(item.periodStart, item.periodEnd ?? period.end) + 1),
    );
    const coveredDays = calendarDaysBetween(item.periodStart, lastDay) + 1;
    const rentCents = proRata(fullRent, coveredDays, periodDays);
    const chargesCents = proRata(lease.chargesCents, coveredDays, periodDays);
    await items.updateSchedule(lease.organizationId, item.id, {
      periodEnd: lastDay,
      rentCents,
      chargesCents,
      amountDueCents: rentCents + chargesCents,
      updatedAt: clock.now(),
    });
  }
}

/**
 * The rent schedule of every lease given: back-fills its due items from its start, up to the current period (and
 * the next one once its due date is within the organization's rent-request lead), never past its end or
 * termination; cuts what a termination took away; puts a waiting credit on new items. Idempotent: rows go in with
 * "ignore duplicates" against the UNIQUE (organization, contract, period) index, so two runs at once, on two
 * instances, create each item once.
 */
export async function generateRentSchedules(
  dataSource: DataSource,
  clock: Clock,
  leases: readonly ScheduleLease[],
): Promise<ScheduleRun> {
  const today = clock.today();
  const contractIds = leases.map((lease) => lease.contractId);
  const items = rentPaymentRepository(dataSource);
  const [reach, prices, settings] = await Promise.all([
    items.scheduleReach(contractIds),
    rentPriceRepository(dataSource).ofContracts(contractIds),
    getFinanceSettingsOf(
      dataSource,
      leases.map((lease) => lease.organizationId),
    ),
  ]);
  const pricesByContract = new Map<string, RentPriceRow[]>();
  for (const price of prices)
    pricesByContract.set(price.contractId, [...(pricesByContract.get(price.contractId) ?? []), price]);

  const now = clock.now();
  const rows: NewDueItem[] = [];
  const grown = new Set<string>();
  let trimmedContracts = 0;
  for (const lease of leases) {
    const lastDay = lastDayOf(lease);
    const known = reach.get(lease.contractId);
    if (known && known.lastPeriodEnd > lastDay) {
      await trimAfter(dataSource, clock, lease, lastDay);
      trimmedContracts += 1;
    }
    const terms: LeaseTerms = {
      paymentFrequency: lease.paymentFrequency,
      rentDueDay: lease.rentDueDay,
      startsOn: lease.startsOn,
      lastDay,
      chargesCents: lease.chargesCents,
    };
    const automations = settings.get(lease.organizationId)?.automations;
    const leadDays = automations?.rentRequests.enabled ? automations.rentRequests.daysBeforeDue : 0;
    const horizon = scheduleHorizon(terms, today, leadDays);
    const planned = scheduleThrough(
      terms,
      rentOnFor(lease, pricesByContract.get(lease.contractId) ?? []),
      known?.lastPeriodStart ?? null,
      horizon,
    );
    if (planned.length > 0) grown.add(lease.contractId);
    for (const item of planned) {
      rows.push({
        organizationId: lease.organizationId,
        contractId: lease.contractId,
        propertyId: lease.propertyId,
        tenantId: lease.tenantId,
        ...item,
        amountDueCents: item.rentCents + item.chargesCents,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  await items.insertIgnoringDuplicates(rows);

  let creditsApplied = 0;
  const withCredit = await allocationRepository(dataSource).contractsWithCredit([...grown]);
  for (const lease of leases) {
    if (!withCredit.has(lease.contractId)) continue;
    await dataSource.transaction(async (manager) => {
      creditsApplied += (await applyCredit(manager, lease.organizationId, lease.contractId, now)).length;
    });
  }
  return { proposed: rows.length, trimmedContracts, creditsApplied };
}
