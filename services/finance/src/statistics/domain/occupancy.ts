import { daysInMonth, daysInclusive, firstDay, lastDay, maxDate, minDate } from './months';

/** A property as statistics see it. Archived properties are not offered for rent: no occupancy, no vacancy. */
export type StatisticsProperty = {
  id: string;
  archived: boolean;
  /** The listed rent per month: what a vacant day costs (a month's listed rent / the days of that month). */
  listedRentCents: number | null;
  /** Purchase price, else estimated value; null: left out of the yields. */
  valueCents: number | null;
  /** The day it was added to the product; counted from then, or from its first lease's start when earlier. */
  addedOn: string;
};

/** A signed lease: in force from `startsOn` to `lastDay` (its end, or its termination date) inclusive. */
export type StatisticsLease = {
  propertyId: string;
  startsOn: string;
  lastDay: string;
  monthlyRentCents: number;
};

/** One property in one month, counted from `countFrom` up to `through`. */
export type PropertyMonth = {
  propertyId: string;
  month: string;
  /** Days the property counts in the month (0 before it counts, and after `through`). */
  days: number;
  occupiedDays: number;
  /** The listed rent of its vacant days. */
  vacancyCents: number;
  /** The rent its leases earned over the counted days (monthly rent per day of the month). */
  accruedRentCents: number;
};

type Interval = { from: string; to: string };

function unionDays(intervals: Interval[]): number {
  const sorted = [...intervals].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  let total = 0;
  let current: Interval | null = null;
  for (const interval of sorted) {
    if (current && interval.from <= current.to) {
      current.to = maxDate(current.to, interval.to);
      continue;
    }
    if (current) total += daysInclusive(current.from, current.to);
    current = { ...interval };
  }
  return current ? total + daysInclusive(current.from, current.to) : total;
}

/**
 * Every property's occupancy, vacancy and earned rent per month, up to `through`. Unrounded cents: callers round
 * the sums they show.
 */
export function propertyMonths(
  properties: StatisticsProperty[],
  leases: StatisticsLease[],
  months: string[],
  through: string,
): PropertyMonth[] {
  const leasesByProperty = new Map<string, StatisticsLease[]>();
  for (const lease of leases) {
    const own = leasesByProperty.get(lease.propertyId);
    if (own) own.push(lease);
    else leasesByProperty.set(lease.propertyId, [lease]);
  }
  // A month's days and bounds once, not once per property (this runs for every property of the portfolio).
  const calendar = months.map((month) => ({
    month,
    monthDays: daysInMonth(month),
    first: firstDay(month),
    last: minDate(lastDay(month), through),
  }));
  const result: PropertyMonth[] = [];
  for (const property of properties) {
    const own = leasesByProperty.get(property.id) ?? [];
    const countFrom = own.reduce((earliest, lease) => minDate(earliest, lease.startsOn), property.addedOn);
    for (const { month, monthDays, first, last: to } of calendar) {
      const from = maxDate(first, countFrom);
      let accruedRentCents = 0;
      const occupied: Interval[] = [];
      for (const lease of own) {
        const leaseFrom = maxDate(first, lease.startsOn);
        const leaseTo = minDate(to, lease.lastDay);
        if (leaseFrom > leaseTo) continue;
        occupied.push({ from: leaseFrom, to: leaseTo });
        accruedRentCents += (lease.monthlyRentCents * daysInclusive(leaseFrom, leaseTo)) / monthDays;
      }
      if (property.archived) {
        result.push({
          propertyId: property.id,
          month,
          days: 0,
          occupiedDays: 0,
          vacancyCents: 0,
          accruedRentCents,
        });
        continue;
      }
      const days = from > to ? 0 : daysInclusive(from, to);
      const occupiedDays = Math.min(days, unionDays(occupied));
      const vacancyCents = ((property.listedRentCents ?? 0) * (days - occupiedDays)) / monthDays;
      result.push({ propertyId: property.id, month, days, occupiedDays, vacancyCents, accruedRentCents });
    }
  }
  return result;
}
