import { describe, expect, it } from 'vitest';
import { isRentPeriod } from './rentPeriod';
import { periodOfKey } from './rentPeriodFrequency';
import {
  periodContaining,
  proRata,
  scheduleHorizon,
  scheduleThrough,
  type LeaseTerms,
  type PaymentFrequency,
} from './rentSchedule';

const RENT = 120_000;
const CHARGES = 6_000;
const flat = () => RENT;

function terms(frequency: PaymentFrequency, startsOn: string, lastDay: string, rentDueDay = 1): LeaseTerms {
  return { paymentFrequency: frequency, rentDueDay, startsOn, lastDay, chargesCents: CHARGES };
}

describe('periodContaining', () => {
  it.each([
    ['monthly', '2026-02-14', '2026-02', '2026-02-01', '2026-02-28'],
    ['bimonthly', '2026-04-30', '2026-B2', '2026-03-01', '2026-04-30'],
    ['quarterly', '2026-12-31', '2026-Q4', '2026-10-01', '2026-12-31'],
    ['half_yearly', '2026-07-01', '2026-H2', '2026-07-01', '2026-12-31'],
    ['yearly', '2028-02-29', '2028', '2028-01-01', '2028-12-31'],
  ] as const)(
    'gives a %s lease on %s its calendar period, key and days',
    (frequency, day, key, start, end) => {
      expect(periodContaining(frequency, day)).toEqual({ key, start, end });
    },
  );

  it('makes keys the contracts accept, and finds the period back from its key', () => {
    for (const frequency of ['monthly', 'bimonthly', 'quarterly', 'half_yearly', 'yearly'] as const) {
      const period = periodContaining(frequency, '2026-11-20');
      expect(isRentPeriod(period.key), period.key).toBe(true);
      expect(periodOfKey(period.key)).toEqual(period);
    }
  });
});

describe('proRata', () => {
  it('charges the covered days of the period, rounded to the cent', () => {
    expect(proRata(RENT, 31, 31)).toBe(RENT);
    expect(proRata(RENT, 17, 31)).toBe(65_806);
    expect(proRata(100, 1, 3)).toBe(33);
  });
});

describe('scheduleThrough', () => {
  it('gives 12 monthly items for a year, each due on the due day', () => {
    const items = scheduleThrough(terms('monthly', '2026-01-01', '2034-12-31', 5), flat, null, '2026-12-31');
    expect(items).toHaveLength(12);
    expect(items[0]).toEqual({
      period: '2026-01',
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      dueDate: '2026-01-05',
      rentCents: RENT,
      chargesCents: CHARGES,
    });
    expect(items.map((item) => item.dueDate).at(-1)).toBe('2026-12-05');
  });

  it('caps the due day at the end of a short month', () => {
    const [february] = scheduleThrough(
      terms('monthly', '2026-02-01', '2034-12-31', 31),
      flat,
      null,
      '2026-02-28',
    );
    expect(february?.dueDate).toBe('2026-02-28');
  });

  it.each([
    ['bimonthly', 6, '2026-B1'],
    ['quarterly', 4, '2026-Q1'],
    ['half_yearly', 2, '2026-H1'],
    ['yearly', 1, '2026'],
  ] as const)('gives %s leases %i items a year', (frequency, count, firstKey) => {
    const items = scheduleThrough(terms(frequency, '2026-01-01', '2034-12-31'), flat, null, '2026-12-31');
    expect(items).toHaveLength(count);
    expect(items[0]?.period).toBe(firstKey);
    expect(items.every((item) => item.rentCents === RENT && item.chargesCents === CHARGES)).toBe(true);
  });

  it('charges the first period pro rata by days and makes it due on the first day of the lease', () => {
    const [first, second] = scheduleThrough(
      terms('monthly', '2026-03-15', '2035-03-14'),
      flat,
      null,
      '2026-04-30',
    );
    expect(first).toEqual({
      period: '2026-03',
      periodStart: '2026-03-15',
      periodEnd: '2026-03-31',
      dueDate: '2026-03-15',
      rentCents: proRata(RENT, 17, 31),
      chargesCents: proRata(CHARGES, 17, 31),
    });
    expect(second).toMatchObject({ period: '2026-04', periodStart: '2026-04-01', rentCents: RENT });
  });

  it('charges the last period pro rata and stops at the end of the lease', () => {
    const items = scheduleThrough(terms('quarterly', '2026-01-01', '2026-08-15'), flat, null, '2027-12-31');
    expect(items.map((item) => item.period)).toEqual(['2026-Q1', '2026-Q2', '2026-Q3']);
    expect(items[2]).toMatchObject({
      periodStart: '2026-07-01',
      periodEnd: '2026-08-15',
      rentCents: proRata(RENT, 46, 92),
    });
  });

  it('continues after the last period it already made', () => {
    const items = scheduleThrough(
      terms('monthly', '2026-01-10', '2034-12-31'),
      flat,
      '2026-03-01',
      '2026-05-20',
    );
    expect(items.map((item) => item.period)).toEqual(['2026-04', '2026-05']);
  });

  it('uses the rent in force on each due date', () => {
    const items = scheduleThrough(
      terms('monthly', '2026-01-01', '2034-12-31'),
      (date) => (date >= '2026-03-01' ? 125_000 : RENT),
      null,
      '2026-04-30',
    );
    expect(items.map((item) => item.rentCents)).toEqual([RENT, RENT, 125_000, 125_000]);
  });
});

describe('scheduleHorizon', () => {
  it('reaches the next period once its due date is within the rent-request lead', () => {
    const monthly = { paymentFrequency: 'monthly' as const, rentDueDay: 1 };
    expect(scheduleHorizon(monthly, '2026-03-20', 7)).toBe('2026-03-20');
    expect(scheduleHorizon(monthly, '2026-03-25', 7)).toBe('2026-04-01');
    expect(scheduleHorizon(monthly, '2026-03-25', 0)).toBe('2026-03-25');
  });
});
