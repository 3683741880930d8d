/** Calendar months as statistics count them: `YYYY-MM` keys and their first and last days. */

const DAY_MS = 86_400_000;

function utcDay(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** Days from `from` to `to` inclusive (0 when `to` is before `from`). */
export function daysInclusive(from: string, to: string): number {
  return Math.max(0, Math.round((utcDay(to) - utcDay(from)) / DAY_MS) + 1);
}

export function shiftDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM` moved by `months` (negative: back). */
export function shiftMonth(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const monthOf = (date: string): string => date.slice(0, 7);
export const firstDay = (month: string): string => `${month}-01`;

export function lastDay(month: string): string {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
    .toISOString()
    .slice(0, 10);
}

export const daysInMonth = (month: string): number => Number(lastDay(month).slice(8, 10));

/** The months from the one holding `from` to the one holding `to`, oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = monthOf(from); month <= monthOf(to); month = shiftMonth(month, 1)) months.push(month);
  return months;
}

export const minDate = (a: string, b: string): string => (a < b ? a : b);
export const maxDate = (a: string, b: string): string => (a > b ? a : b);
