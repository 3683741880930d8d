/** A calendar date as the back end stores and compares it: `YYYY-MM-DD`, and a date that parses. */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}

const DAY_MS = 86_400_000;

function utcDay(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function formatUtcDay(value: number): string {
  return new Date(value).toISOString().slice(0, 10);
}

/** `date` moved by `days` calendar days (negative: back). */
export function addCalendarDays(date: string, days: number): string {
  return formatUtcDay(utcDay(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (0 on the same day, negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** The last day of a month (`month` 1–12), `YYYY-MM-DD`. */
export function lastDayOfMonth(year: number, month: number): string {
  return formatUtcDay(Date.UTC(year, month, 0));
}
