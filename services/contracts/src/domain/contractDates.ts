/** Calendar arithmetic on `YYYY-MM-DD` dates (UTC-free: only year, month and day). */

function parts(date: string): [number, number, number] {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month, day];
}

function format(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `date` plus whole months, the day clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return format(targetYear, targetMonth, Math.min(day, lastDay));
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = parts(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return format(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** The last day of a lease of `durationMonths` starting on `startsOn`: a 9-year lease from 1 March ends on the last of February. */
export function leaseEndDate(startsOn: string, durationMonths: number): string {
  return addDays(addMonths(startsOn, durationMonths), -1);
}

const BELGIAN_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' });

/** The calendar date in Belgium of an instant. */
export function belgianDate(instant: Date): string {
  return BELGIAN_DATE.format(instant);
}
