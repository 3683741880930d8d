import { addCalendarDays, calendarDaysBetween, lastDayOfMonth } from '@immodesk/platform/domain/calendarDate';

export type PaymentFrequency = 'monthly' | 'bimonthly' | 'quarterly' | 'half_yearly' | 'yearly';

/** A calendar period: its key (rentPeriod.ts) and first and last day. */
export type RentPeriodSpan = { key: string; start: string; end: string };

const MONTHS_PER_PERIOD: Record<PaymentFrequency, number> = {
  monthly: 1,
  bimonthly: 2,
  quarterly: 3,
  half_yearly: 6,
  yearly: 12,
};

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function periodKey(frequency: PaymentFrequency, year: number, index: number): string {
  switch (frequency) {
    case 'monthly':
      return `${year}-${pad(index + 1)}`;
    case 'bimonthly':
      return `${year}-B${index + 1}`;
    case 'quarterly':
      return `${year}-Q${index + 1}`;
    case 'half_yearly':
      return `${year}-H${index + 1}`;
    case 'yearly':
      return String(year);
  }
}

/**
 * The calendar period of a frequency that holds `date`. Periods follow the calendar, not the lease: bimonthly
 * January–February (`B1`) … November–December (`B6`), quarters, halves (`H1`, `H2`) and years; a lease starting
 * or ending inside one pays that period pro rata.
 */
export function periodContaining(frequency: PaymentFrequency, date: string): RentPeriodSpan {
  const year = Number(date.slice(0, 4));
  const months = MONTHS_PER_PERIOD[frequency];
  const index = Math.floor((Number(date.slice(5, 7)) - 1) / months);
  const firstMonth = index * months + 1;
  return {
    key: periodKey(frequency, year, index),
    start: `${year}-${pad(firstMonth)}-01`,
    end: lastDayOfMonth(year, firstMonth + months - 1),
  };
}

export function nextPeriod(frequency: PaymentFrequency, period: RentPeriodSpan): RentPeriodSpan {
  return periodContaining(frequency, addCalendarDays(period.end, 1));
}

/** The day `dueDay` (1–31, capped at the month's last day) of the period's first month. */
export function nominalDueDate(period: RentPeriodSpan, dueDay: number): string {
  const lastDay = Number(
    lastDayOfMonth(Number(period.start.slice(0, 4)), Number(period.start.slice(5, 7))).slice(8, 10),
  );
  return `${period.start.slice(0, 8)}${pad(Math.min(Math.max(dueDay, 1), lastDay))}`;
}

/** `fullCents` for `coveredDays` of a `periodDays` period, rounded to the cent. */
export function proRata(fullCents: number, coveredDays: number, periodDays: number): number {
  return coveredDays >= periodDays ? fullCents : Math.round((fullCents * coveredDays) / periodDays);
}

export type LeaseTerms = {
  paymentFrequency: PaymentFrequency;
  rentDueDay: number;
  startsOn: string;
  /** The last day rent is owed: the lease's end or its termination date, whichever comes first. */
  lastDay: string;
  chargesCents: number;
};

/** The rent in force on a day (indexations change it from their date on). */
export type RentOn = (date: string) => number;

export type ScheduledItem = {
  period: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  rentCents: number;
  chargesCents: number;
};

/** The due item of one period, or null when the lease does not cover a day of it. */
export function scheduledItem(
  terms: LeaseTerms,
  rentOn: RentOn,
  period: RentPeriodSpan,
): ScheduledItem | null {
  const start = period.start > terms.startsOn ? period.start : terms.startsOn;
  const end = period.end < terms.lastDay ? period.end : terms.lastDay;
  if (start > end) return null;
  const periodDays = calendarDaysBetween(period.start, period.end) + 1;
  const coveredDays = calendarDaysBetween(start, end) + 1;
  const nominal = nominalDueDate(period, terms.rentDueDay);
  // A lease starting after the usual due day pays its first (pro-rata) period on its first day.
  const dueDate = nominal < start ? start : nominal;
  return {
    period: period.key,
    periodStart: start,
    periodEnd: end,
    dueDate,
    rentCents: proRata(rentOn(dueDate), coveredDays, periodDays),
    chargesCents: proRata(terms.chargesCents, coveredDays, periodDays),
  };
}

/**
 * The due items of a lease from the period after `after` (a period start; null: from the lease's first period) up
 * to the period that holds `through`, never past the lease's last day.
 */
export function scheduleThrough(
  terms: LeaseTerms,
  rentOn: RentOn,
  after: string | null,
  through: string,
): ScheduledItem[] {
  const items: ScheduledItem[] = [];
  const limit = through < terms.lastDay ? through : terms.lastDay;
  let period =
    after === null
      ? periodContaining(terms.paymentFrequency, terms.startsOn)
      : nextPeriod(terms.paymentFrequency, periodContaining(terms.paymentFrequency, after));
  while (period.start <= limit) {
    const item = scheduledItem(terms, rentOn, period);
    if (item) items.push(item);
    period = nextPeriod(terms.paymentFrequency, period);
  }
  return items;
}

/**
 * How far the schedule reaches today: the current period, and the next one as soon as its due date is within the
 * rent-request lead (so the request can be sent `leadDays` before it falls due). Answers a day inside the last
 * period to generate.
 */
export function scheduleHorizon(
  terms: Pick<LeaseTerms, 'paymentFrequency' | 'rentDueDay'>,
  today: string,
  leadDays: number,
): string {
  const upcoming = nextPeriod(terms.paymentFrequency, periodContaining(terms.paymentFrequency, today));
  return nominalDueDate(upcoming, terms.rentDueDay) <= addCalendarDays(today, leadDays)
    ? upcoming.start
    : today;
}
